import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, utils } from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoevaluacionEstandares, autoevaluacionEstandarObservaciones } from '../../src/db/schema/autoevaluacion.ts';
import { autoevaluaciones, proyectos } from '../../src/db/schema/proyectos.ts';
import { centros } from '../../src/db/schema/solicitudes.ts';
import { loadAutoevaluacionBase } from '../../src/domain/autoevaluacion/carga.ts';
import { loadEstandaresAutoevaluacion } from '../../src/domain/autoevaluacion/estandares.ts';
import { FILAS_POR_LECTURA } from '../../src/domain/exportes/listas.ts';
import { infoPdf } from '../fixtures/pdf-etiquetado.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';

// Reports as PDF and list exports through the API: what the files
// hold, who may download them, and that a member of another project never gets a report.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let eva: { proyectoId: number; autoId: number; evaId: number; centro: string };

/** The text of a PDF as a reader sees it (poppler's pdftotext). */
function textoPdf(bytes: ArrayBuffer | Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'informe-'));
  const file = join(dir, 'informe.pdf');
  writeFileSync(file, new Uint8Array(bytes));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  t = await createProyectosTestApp();
  const p = await t.proyecto(DEMO.EVA);
  const [c] = await t.db
    .select({ nombre: centros.nombre })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, p.id));
  eva = {
    proyectoId: p.id,
    autoId: p.autoevaluaciones['AUT-INI'] as number,
    evaId: p.autoevaluaciones['EVA-INI'] as number,
    centro: c?.nombre as string,
  };
  // The evaluators judged one standard (met, with a comment) and the level was fixed at publication.
  const base = await loadAutoevaluacionBase(t.db, 'soludable', eva.evaId);
  const [primero] = await loadEstandaresAutoevaluacion(t.db, base as NonNullable<typeof base>);
  const ahora = new Date().toISOString();
  await t.db
    .delete(autoevaluacionEstandares)
    .where(
      and(
        eq(autoevaluacionEstandares.autoevaluacionId, eva.evaId),
        eq(autoevaluacionEstandares.estandarId, primero?.EstandarId as number),
      ),
    );
  await t.db.insert(autoevaluacionEstandares).values({
    autoevaluacionId: eva.evaId,
    estandarId: primero?.EstandarId as number,
    estadoClave: 'C',
    justificacion: 'Protección solar en el patio según el protocolo',
    altaFecha: ahora,
  });
  await t.db.insert(autoevaluacionEstandarObservaciones).values({
    autoevaluacionId: eva.evaId,
    estandarId: primero?.EstandarId as number,
    observacion: 'Revisión ágil: señalización visible',
    altaFecha: ahora,
  });
  await t.db
    .update(autoevaluaciones)
    .set({ nivelClave: 'AVZ', nivelNombre: 'Avanzado' })
    .where(eq(autoevaluaciones.id, eva.evaId));
  (eva as Record<string, unknown>).estandar = primero?.Estandar.Codigo;
});

describe('report PDFs', () => {
  it('the head of evaluation downloads the evaluation report: centre, level and a verdict read back by pdftotext', async () => {
    const res = await t.send('GET', `/api/autoevaluaciones/${eva.evaId}/informe.pdf`, await t.as('jefeevaluacion'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Tagged for screen readers (PDF/UA), with its title.
    expect(infoPdf(bytes)).toMatchObject({ Tagged: 'yes', Title: expect.stringMatching(/^Informe de evaluación · /) });
    const texto = textoPdf(bytes);
    expect(texto).toContain('Informe de evaluación');
    expect(texto).toContain(eva.centro);
    expect(texto).toMatch(/Nivel alcanzado\s+Avanzado/);
    const codigo = (eva as Record<string, unknown>).estandar as string;
    // The standard's row: its code and, on the same line, the evaluators' verdict.
    expect(texto).toMatch(new RegExp(`${codigo.replace('.', '\\.')} [^\\n]*Cumple`));
    expect(texto).toContain('Revisión ágil: señalización visible');
  });

  it('the follow-up template and the summary table download for those who hold their permission', async () => {
    const tutor = await t.as('tutor');
    const plantilla = await t.send('GET', `/api/autoevaluaciones/${eva.evaId}/plantilla-seguimiento.pdf`, tutor);
    expect(plantilla.status).toBe(200);
    expect(textoPdf(await plantilla.arrayBuffer())).toContain('Plantilla de seguimiento');
    const tabla = await t.send('GET', `/api/autoevaluaciones/${eva.autoId}/tabla.pdf`, tutor);
    expect(tabla.status).toBe(200);
    expect(textoPdf(await tabla.arrayBuffer())).toContain('Tabla resumen de la autoevaluación');
  });

  it('refuses members without the permission (403) and other projects and unknown ids (404)', async () => {
    const evaluador = await t.as('evaluador');
    expect((await t.send('GET', `/api/autoevaluaciones/${eva.evaId}/informe.pdf`, evaluador)).status).toBe(200);
    expect((await t.send('GET', `/api/autoevaluaciones/${eva.evaId}/plantilla-seguimiento.pdf`, evaluador)).status).toBe(403);
    const otro = await t.proyecto(DEMO.AUT);
    const jefe = await t.as('jefeevaluacion');
    for (const ruta of ['informe.pdf', 'plantilla-seguimiento.pdf', 'tabla.pdf']) {
      const ajeno = await t.send('GET', `/api/autoevaluaciones/${otro.autoevaluaciones['AUT-INI']}/${ruta}`, jefe);
      expect([403, 404], ruta).toContain(ajeno.status);
      expect((await t.send('GET', `/api/autoevaluaciones/999999/${ruta}`, jefe)).status).toBe(404);
    }
    const repre2 = await t.as('representante2');
    expect((await t.send('GET', `/api/autoevaluaciones/${eva.autoId}/tabla.pdf`, repre2)).status).toBe(404);
    expect((await t.send('GET', `/api/autoevaluaciones/${eva.evaId}/informe.pdf`, {})).status).toBe(401);
  });
});

describe('list exports', () => {
  const codigosEnFase = async (fase: string) =>
    (await t.db.select({ codigo: proyectos.codigo }).from(proyectos).where(eq(proyectos.faseClave, fase)))
      .map((r) => r.codigo)
      .sort();

  it('an XLSX export of the projects holds exactly the filtered rows', async () => {
    const res = await t.send('GET', '/api/exportaciones/proyectos?formato=xlsx&faseClave=AUT-INI&pagina=2', await t.as('admin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="proyectos-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const filas = utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0] as string] as never);
    const esperados = await codigosEnFase('AUT-INI');
    expect(esperados.length).toBeGreaterThan(1);
    // The page number is not a filter: the file holds every filtered row, not one page.
    expect(filas.map((f) => f.Código).sort()).toEqual(esperados);
    expect(new Set(filas.map((f) => f.Fase)).size).toBe(1);
  });

  it('a CSV export holds the same rows', async () => {
    const res = await t.send('GET', '/api/exportaciones/proyectos?formato=csv&faseClave=AUT-INI', await t.as('admin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const texto = await res.text();
    const { data } = Papa.parse<Record<string, string>>(texto.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(data.map((f) => f.Código).sort()).toEqual(await codigosEnFase('AUT-INI'));
  });

  it('every list exports with its page filters, and the permission of its page', async () => {
    const admin = await t.as('admin');
    for (const lista of ['solicitudes', 'solicitantes', 'proyectos', 'usuarios', 'procesos', 'estandares']) {
      const res = await t.send('GET', `/api/exportaciones/${lista}?formato=csv&texto=zzzz-nada`, admin);
      expect(res.status, lista).toBe(200);
      const { data } = Papa.parse((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(data.length, `${lista}: only the header matches nothing`).toBe(1);
    }
    const repre = await t.as('representante');
    expect((await t.send('GET', '/api/exportaciones/proyectos?formato=xlsx', repre)).status).toBe(403);
    expect((await t.send('GET', '/api/exportaciones/proyectos?formato=xlsx', {})).status).toBe(401);
    const malo = await t.send('GET', '/api/exportaciones/proyectos?formato=pdf', admin);
    expect(malo.status).toBe(400);
  });

  it('a list of thousands of rows is read in batches and every row reaches the file', async () => {
    const N = 2 * FILAS_POR_LECTURA + 234;
    const ahora = new Date('2026-03-01T10:00:00Z').toISOString();
    const filas = Array.from({ length: N }, (_, i) => ({
      instanciaId: 'soludable',
      nombre: `Centro Masivo ${String(i).padStart(4, '0')}`,
      codigoPostal: '41001',
      altaFecha: ahora,
    }));
    for (let i = 0; i < N; i += 200) await t.db.insert(centros).values(filas.slice(i, i + 200));
    const admin = await t.as('admin');
    const xlsx = await t.send('GET', '/api/exportaciones/solicitantes?formato=xlsx&texto=Masivo', admin);
    expect(xlsx.status).toBe(200);
    const wb = read(new Uint8Array(await xlsx.arrayBuffer()), { type: 'array' });
    const hoja = utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0] as string] as never);
    expect(hoja).toHaveLength(N);
    expect(new Set(hoja.map((f) => f.Nombre)).size).toBe(N);
    const csv = await t.send('GET', '/api/exportaciones/solicitantes?formato=csv&texto=Masivo', admin);
    const { data } = Papa.parse((await csv.text()).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(N);
  });
});
