import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../scripts/lib/firma-desarrollo.ts';
import { acreditaciones, auditoria, ficheros } from '../../src/db/schema/index.ts';
import { generarCertificado } from '../../src/domain/acreditaciones/certificado/generar.ts';
import { VERIFICACION_IP_LIMIT } from '../../src/domain/acreditaciones/certificado/verificacion.ts';
import { getInstancia } from '../../src/domain/instancias.ts';
import type { Storage } from '../../src/domain/shared/storage.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { fromSocket, json } from './helpers.ts';

// Generating the signed certificate (GEST_CERT_ACRED E) and verifying it by its CSV (public,
// rate-limited per address). Accreditation rows are inserted here directly, with CSVs of our own.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let dir: string;
let proyectoId: number;
const ids: Record<string, number> = {};
// Today is 2026-03-02 (the fixture's clock).
const CASOS = {
  VIGENTE: { csv: 'TEST-VIG-0001-AAAA', fechaPublicacion: '2026-01-10', fechaVigencia: '2030-01-09' },
  CADUCADA: { csv: 'TEST-CAD-0002-BBBB', fechaPublicacion: '2021-01-10', fechaVigencia: '2025-01-09' },
  SUSPENDIDA: {
    csv: 'TEST-SUS-0003-CCCC',
    fechaPublicacion: '2025-01-10',
    fechaVigencia: '2029-01-09',
    fechaSuspension: '2026-02-01',
  },
  REVOCADA: {
    csv: 'TEST-REV-0004-DDDD',
    fechaPublicacion: '2025-01-10',
    fechaVigencia: '2029-01-09',
    fechaRevocacion: '2026-02-15',
  },
  PENDIENTE: { csv: 'TEST-PRE-0005-EEEE', fechaPublicacion: '2026-06-01', fechaVigencia: '2030-05-31' },
  // A code as the application generates it (csv.ts).
  GENERADO: { csv: 'ACR-7KD3M-Q9XWE-2HNPA-VT4ZC-8RBYF', fechaPublicacion: '2026-01-10', fechaVigencia: '2030-01-09' },
} as const;

const send = async (method: string, path: string, who: string | null, body?: unknown) =>
  t.send(method, `/api${path}`, who ? await t.as(who) : {}, body);
let ip = 0;
/** Each anonymous lookup from its own address unless one is given, so the limit only bites where meant. */
const verificar = (csv: string, address = `10.0.0.${++ip % 250}`, sufijo = '') =>
  t.app.request(`/api/publico/verificacion/${encodeURIComponent(csv)}${sufijo}`, {}, fromSocket(address));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acredita-certificado-api-'));
  process.env.FICHEROS_DIR = dir;
  process.env.FIRMA_P12_BASE64 = Buffer.from(crearP12Desarrollo('prueba')).toString('base64');
  process.env.FIRMA_P12_CLAVE = 'prueba';
  t = await createProyectosTestApp();
  proyectoId = (await t.proyecto(DEMO.FIN)).id;
  for (const [clave, c] of Object.entries(CASOS)) {
    const [row] = await t.db
      .insert(acreditaciones)
      .values({
        instanciaId: 'soludable',
        codigo: `ACR-T-${clave}`,
        proyectoId,
        nivelNombre: 'Avanzado',
        estadoClave: clave === 'REVOCADA' ? 'REV' : clave === 'CADUCADA' ? 'CAD' : clave === 'PENDIENTE' ? 'PRE' : 'VIG',
        altaFecha: '2026-01-01T00:00:00Z',
        ...c,
      })
      .returning({ id: acreditaciones.id });
    ids[clave] = row?.id as number;
  }
});
afterAll(async () => {
  delete process.env.FICHEROS_DIR;
  delete process.env.FIRMA_P12_BASE64;
  delete process.env.FIRMA_P12_CLAVE;
  await rm(dir, { recursive: true, force: true });
});

describe('POST /acreditaciones/{id}/certificado', () => {
  it('generates, signs and stores the public and private certificates, with the audit entry', async () => {
    const res = await send('POST', `/acreditaciones/${ids.VIGENTE}/certificado`, 'admin', { destinos: ['CER_PUB', 'CER_PRV'] });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Ficheros.map((f: { TipoClave: string }) => f.TipoClave)).toEqual(['CER_PUB', 'CER_PRV']);
    const [a] = await t.db
      .select()
      .from(acreditaciones)
      .where(eq(acreditaciones.id, ids.VIGENTE as number));
    expect(a?.ficheroPublicoId).toBe(body.Ficheros[0].FicheroId);
    expect(a?.ficheroPrivadoId).toBe(body.Ficheros[1].FicheroId);
    expect(a?.modificacionUsuarioNombre).toBeTruthy();
    const rows = await t.db
      .select()
      .from(ficheros)
      .where(eq(ficheros.acreditacionId, ids.VIGENTE as number));
    expect(rows.map((r) => r.tipoClave).sort()).toEqual(['CER_PRV', 'CER_PUB']);
    const entradas = await t.db.select().from(auditoria).where(eq(auditoria.entidad, 'acreditacion'));
    expect(entradas.some((e) => e.entidadId === String(ids.VIGENTE) && e.accion === 'MODIFICAR')).toBe(true);
  });

  it('replaces the public certificate when generated again (the old row and bytes go)', async () => {
    const [antes] = await t.db
      .select()
      .from(acreditaciones)
      .where(eq(acreditaciones.id, ids.VIGENTE as number));
    const res = await send('POST', `/acreditaciones/${ids.VIGENTE}/certificado`, 'admin', { destinos: ['CER_PUB'] });
    expect(res.status).toBe(200);
    const [despues] = await t.db
      .select()
      .from(acreditaciones)
      .where(eq(acreditaciones.id, ids.VIGENTE as number));
    expect(despues?.ficheroPublicoId).not.toBe(antes?.ficheroPublicoId);
    expect(despues?.ficheroPrivadoId).toBe(antes?.ficheroPrivadoId);
    const viejo = await t.db
      .select()
      .from(ficheros)
      .where(eq(ficheros.id, antes?.ficheroPublicoId as number));
    expect(viejo).toEqual([]);
  });

  it('refuses bad input with Spanish messages, unknown ids with 404', async () => {
    for (const body of [{}, { destinos: [] }, { destinos: ['ACT'] }]) {
      const res = await send('POST', `/acreditaciones/${ids.VIGENTE}/certificado`, 'admin', body);
      expect(res.status).toBe(422);
      expect(JSON.stringify(await json(res))).toMatch(/CER_PUB/);
    }
    expect((await send('POST', '/acreditaciones/999999/certificado', 'admin', { destinos: ['CER_PUB'] })).status).toBe(404);
    expect((await send('POST', '/acreditaciones/abc/certificado', 'admin', { destinos: ['CER_PUB'] })).status).toBe(400);
  });

  it('is closed to anonymous callers (401), readers of accreditations and project teams (403)', async () => {
    const path = `/acreditaciones/${ids.VIGENTE}/certificado`;
    expect((await send('POST', path, null, { destinos: ['CER_PUB'] })).status).toBe(401);
    for (const who of ['gestor', 'tutor', 'representante', 'representante2', 'jefeevaluacion', 'evaluador'])
      expect((await send('POST', path, who, { destinos: ['CER_PUB'] })).status).toBe(403);
  });

  it('answers 409 with a Spanish reason when the deployment has no signing certificate, and writes nothing', async () => {
    const guardado = process.env.FIRMA_P12_BASE64;
    delete process.env.FIRMA_P12_BASE64;
    process.env.FIRMA_P12_RUTA = join(dir, 'no-existe.p12');
    try {
      const res = await send('POST', `/acreditaciones/${ids.CADUCADA}/certificado`, 'admin', { destinos: ['CER_PUB'] });
      expect(res.status).toBe(409);
      expect((await json(res)).message).toMatch(/firma de certificados no está configurada/);
      expect(
        await t.db
          .select()
          .from(ficheros)
          .where(eq(ficheros.acreditacionId, ids.CADUCADA as number)),
      ).toEqual([]);
    } finally {
      process.env.FIRMA_P12_BASE64 = guardado;
      delete process.env.FIRMA_P12_RUTA;
    }
  });
});

describe('a certificate in production', () => {
  it('is refused with a Spanish reason while PUBLIC_URL is not https, and nothing is written', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' };
    const res = await t.app.request(
      `/api/acreditaciones/${ids.CADUCADA}/certificado`,
      {
        method: 'POST',
        headers: { ...(await t.as('admin')), 'content-type': 'application/json' },
        body: JSON.stringify({ destinos: ['CER_PUB'] }),
      },
      production,
    );
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/PUBLIC_URL.*http:\/\/localhost/);
    expect(
      await t.db
        .select()
        .from(ficheros)
        .where(eq(ficheros.acreditacionId, ids.CADUCADA as number)),
    ).toEqual([]);
  });
});

describe('generarCertificado when the batch fails', () => {
  it('removes the bytes it stored and leaves the accreditation as it was', async () => {
    const objetos = new Map<string, Uint8Array>();
    const storage: Storage = {
      put: async (key, bytes) => void objetos.set(key, bytes),
      get: async () => null,
      delete: async (key) => void objetos.delete(key),
    };
    const puestos: string[] = [];
    const espia: Storage = {
      ...storage,
      put: async (k, b, c) => {
        puestos.push(k);
        await storage.put(k, b, c);
      },
    };
    // The database as it is, except that its batch fails (a lost connection, a constraint).
    const db = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === 'batch' ? async () => Promise.reject(new Error('batch roto')) : Reflect.get(target, prop, receiver),
    });
    const ctx = {
      db,
      clock: t.clock,
      instancia: await getInstancia(t.db, 'soludable'),
      actor: {
        usuarioId: await t.idOf('admin'),
        nombre: 'Admin',
        esSuperAdmin: true,
        tipoPerfil: null,
        permisos: [],
        permisosGenerales: [],
      },
      storage: espia,
      firma: async () => ({ p12: Buffer.from(process.env.FIRMA_P12_BASE64 as string, 'base64'), clave: 'prueba' }),
      origenPublico: 'http://localhost',
      produccion: false,
    };
    const [antes] = await t.db
      .select()
      .from(acreditaciones)
      .where(eq(acreditaciones.id, ids.SUSPENDIDA as number));
    await expect(generarCertificado(ctx, ids.SUSPENDIDA as number, ['CER_PUB', 'CER_PRV'])).rejects.toThrow('batch roto');
    expect(puestos).toHaveLength(2);
    expect(objetos.size).toBe(0);
    const [despues] = await t.db
      .select()
      .from(acreditaciones)
      .where(eq(acreditaciones.id, ids.SUSPENDIDA as number));
    expect(despues).toEqual(antes);
    expect(
      await t.db
        .select()
        .from(ficheros)
        .where(eq(ficheros.acreditacionId, ids.SUSPENDIDA as number)),
    ).toEqual([]);
  });
});

describe('GET /publico/verificacion/{csv}', () => {
  // A code verifies only once the accreditation's public certificate exists (the one carrying it).
  beforeAll(async () => {
    for (const clave of ['VIGENTE', 'CADUCADA', 'SUSPENDIDA', 'REVOCADA', 'PENDIENTE', 'GENERADO'] as const) {
      const res = await send('POST', `/acreditaciones/${ids[clave]}/certificado`, 'admin', { destinos: ['CER_PUB', 'CER_PRV'] });
      expect(res.status, clave).toBe(200);
    }
  }, 60_000);

  it.each([
    ['VIGENTE', 'Certificado en vigor', true],
    ['CADUCADA', 'Certificado caducado', false],
    ['SUSPENDIDA', 'Acreditación suspendida', false],
    ['REVOCADA', 'Acreditación revocada', false],
  ] as const)('says %s with the centre and dates', async (clave, nombre, vigente) => {
    const res = await verificar(CASOS[clave].csv);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const v = await json(res);
    expect(v).toMatchObject({
      Situacion: clave,
      SituacionNombre: nombre,
      Vigente: vigente,
      Codigo: `ACR-T-${clave}`,
      Nivel: 'Avanzado',
    });
    expect(v.Centro).toBeTruthy();
    expect(v.FechaPublicacion).toBe(CASOS[clave].fechaPublicacion);
    // Nothing internal: no ids of projects, files or accreditations.
    expect(Object.keys(v).sort()).not.toContain('Id');
    expect(JSON.stringify(v)).not.toMatch(/ProyectoId|FicheroId|PRY-/);
  });

  it('answers unknown codes, malformed ones and not yet published accreditations alike: 404 in Spanish', async () => {
    for (const csv of ['NO-EXISTE-1234', CASOS.PENDIENTE.csv, '<script>', 'x'.repeat(150)]) {
      const res = await verificar(csv);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toMatch(/No existe ningún certificado con ese código/);
    }
  });

  it.each([
    ['lower case', 'acr-7kd3m-q9xwe-2hnpa-vt4zc-8rbyf'],
    ['no dashes', 'ACR7KD3MQ9XWE2HNPAVT4ZC8RBYF'],
    ['spaces and mixed case', ' acr 7Kd3m q9xwe  2hnpa-vt4zc 8rbyf '],
    ['without its prefix', '7KD3MQ9XWE2HNPAVT4ZC8RBYF'],
  ])('finds a generated code typed in %s', async (_, escrito) => {
    const res = await verificar(escrito);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Csv: CASOS.GENERADO.csv, Situacion: 'VIGENTE', Certificado: true });
  });

  it('finds an older code typed in lower case', async () => {
    expect((await json(await verificar('test-vig-0001-aaaa'))).Situacion).toBe('VIGENTE');
  });

  it.each(['CADUCADA', 'SUSPENDIDA', 'REVOCADA'] as const)(
    'never hands out the signed PDF of a %s certificate: 303 to the verification page, which states it',
    async (clave) => {
      const escrito = CASOS[clave].csv.toLowerCase();
      const res = await verificar(escrito, undefined, '/certificado');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/acreditacion/verificar?csv=${encodeURIComponent(CASOS[clave].csv)}`);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/pdf/);
      expect((await json(await verificar(CASOS[clave].csv))).Certificado).toBe(false);
    },
  );

  it('downloads the signed public certificate, a valid PAdES PDF; never the private one', async () => {
    const res = await verificar(CASOS.VIGENTE.csv, '10.9.9.9', '/certificado');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="certificado-ACR-T-VIGENTE\.pdf"/);
    const file = join(dir, 'descargado.pdf');
    await writeFile(file, new Uint8Array(await res.arrayBuffer()));
    const sig = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');
    // Tagged for screen readers (PDF/UA), and tagged before signing: the signature above still holds.
    expect(spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout).toMatch(/^Tagged:\s+yes$/m);
    const texto = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
    expect(texto).toContain(CASOS.VIGENTE.csv);
    expect(texto).toContain('http://localhost/acreditacion/verificar?csv=');
    // An accreditation whose only file is private is unknown to the public: no lookup, nothing to download.
    await t.db
      .update(acreditaciones)
      .set({ ficheroPublicoId: null })
      .where(eq(acreditaciones.id, ids.REVOCADA as number));
    expect((await verificar(CASOS.REVOCADA.csv)).status).toBe(404);
    expect((await verificar(CASOS.REVOCADA.csv, undefined, '/certificado')).status).toBe(404);
    expect((await verificar(CASOS.PENDIENTE.csv, undefined, '/certificado')).status).toBe(404);
  });

  it(`is rate-limited per address: ${VERIFICACION_IP_LIMIT.max} lookups, then 429 with Retry-After; other addresses go on`, async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < VERIFICACION_IP_LIMIT.max; i++) {
      const res = await verificar(i % 2 ? CASOS.VIGENTE.csv : `NO-EXISTE-${i}`, address);
      expect(res.status).not.toBe(429);
    }
    const bloqueado = await verificar(CASOS.VIGENTE.csv, address);
    expect(bloqueado.status).toBe(429);
    expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(bloqueado)).message).toMatch(/demasiadas consultas/i);
    expect((await verificar(CASOS.VIGENTE.csv, '192.0.2.78')).status).toBe(200);
  });
});
