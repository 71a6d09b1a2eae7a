import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../scripts/lib/firma-desarrollo.ts';
import { auditoria, ficheros } from '../../src/db/schema/index.ts';
import { newStorageKey } from '../../src/domain/shared/storage.ts';
import { getStorage } from '../../src/platform/storage/index.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// Signing the evaluation report (INF) of a project: by default its head of evaluation and then
// the agency's director (ADMIN) sign it; each signature is appended, so pdfsig (poppler-utils,
// installed by .ci/run) finds both valid.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let dir: string;
let informeId: number;
let imagenId: number;

const send = async (method: string, path: string, who: string | null, body?: unknown) =>
  t.send(method, `/api${path}`, who ? await t.as(who) : {}, body);

async function guardar(proyectoId: number, tipoClave: string, nombre: string, bytes: Uint8Array, tipo: string) {
  const clave = newStorageKey();
  await getStorage().put(clave, bytes, tipo);
  const [row] = await t.db
    .insert(ficheros)
    .values({
      instanciaId: 'soludable',
      nombreFisico: nombre,
      claveAlmacen: clave,
      tipoContenido: tipo,
      bytes: bytes.byteLength,
      tipoClave,
      proyectoId,
      altaFecha: '2026-03-01T00:00:00Z',
    })
    .returning({ id: ficheros.id });
  return row?.id as number;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acredita-firmas-api-'));
  process.env.FICHEROS_DIR = dir;
  process.env.FIRMA_P12_BASE64 = Buffer.from(crearP12Desarrollo('prueba')).toString('base64');
  process.env.FIRMA_P12_CLAVE = 'prueba';
  t = await createProyectosTestApp();
  const proyectoId = (await t.proyecto(DEMO.EVA)).id;
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Informe de evaluación');
  informeId = await guardar(proyectoId, 'INF', 'informe-firmas.pdf', await doc.save(), 'application/pdf');
  imagenId = await guardar(proyectoId, 'INF', 'informe-foto.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
});
afterAll(async () => {
  delete process.env.FICHEROS_DIR;
  delete process.env.FIRMA_P12_BASE64;
  delete process.env.FIRMA_P12_CLAVE;
  await rm(dir, { recursive: true, force: true });
});

const filasDe = async (who: string) =>
  ((await json(await send('GET', '/firmas', who))).Firmas as Array<Record<string, unknown>>).filter(
    (f) => f.FicheroId === informeId,
  );

describe('signing a report by two profiles', () => {
  it('lists the report as pending for the head of evaluation and the director', async () => {
    const filas = await filasDe('admin');
    expect(filas.map((f) => [f.Perfil, f.Estado])).toEqual([
      ['JEFE_EVACN', 'PTE'],
      ['ADMIN', 'PTE'],
    ]);
    expect(filas.find((f) => f.Perfil === 'ADMIN')?.PuedeFirmar).toBe(true);
    expect(filas.find((f) => f.Perfil === 'JEFE_EVACN')?.PuedeFirmar).toBe(false);
    // The head of evaluation sees only what their profile signs.
    expect((await filasDe('jefeevaluacion')).map((f) => [f.Perfil, f.PuedeFirmar])).toEqual([['JEFE_EVACN', true]]);
  });

  it('refuses what is not the signer’s, a file that is not a PDF, an unknown file and an empty list', async () => {
    const otro = await send('POST', '/ficheros/firmar', 'jefeevaluacion', { ficheros: [imagenId] });
    expect(otro.status).toBe(422);
    expect((await json(otro)).message).toContain('no es un PDF');
    expect((await send('POST', '/ficheros/firmar', 'admin', { ficheros: [999999] })).status).toBe(404);
    const vacio = await send('POST', '/ficheros/firmar', 'admin', { ficheros: [] });
    expect(vacio.status).toBe(422);
  });

  it('signs twice; pdfsig finds both signatures valid and /firmas shows FIR with both signers', async () => {
    const uno = await send('POST', '/ficheros/firmar', 'jefeevaluacion', { ficheros: [informeId] });
    expect(uno.status).toBe(200);
    expect((await json(uno)).redireccion).toBe('/firmas');
    // Signed already as head of evaluation: nothing left for this user.
    const otraVez = await send('POST', '/ficheros/firmar', 'jefeevaluacion', { ficheros: [informeId] });
    expect(otraVez.status).toBe(403);
    expect((await send('POST', '/ficheros/firmar', 'admin', { ficheros: [informeId] })).status).toBe(200);

    const filas = await filasDe('admin');
    expect(filas.map((f) => f.Estado)).toEqual(['FIR', 'FIR']);
    expect(filas.map((f) => f.UsuarioFirma)).toEqual([expect.stringMatching(/\S/), expect.stringMatching(/Alberto/)]);
    expect(filas.every((f) => typeof f.FechaFirma === 'string')).toBe(true);

    const [row] = await t.db.select().from(ficheros).where(eq(ficheros.id, informeId));
    const stored = await getStorage().get(row?.claveAlmacen as string);
    const file = join(dir, 'firmado.pdf');
    await writeFile(file, stored?.bytes as Uint8Array);
    const out = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(out.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);

    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.accion, 'FIRMAR'), eq(auditoria.entidadId, String(informeId))));
    expect(entradas).toHaveLength(2);
    expect(JSON.stringify(entradas[0]?.cambios)).toContain('como Jefe de evaluación');
  });
});
