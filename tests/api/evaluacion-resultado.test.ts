import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, correos, perfiles, proyectos, usuarioPerfiles } from '../../src/db/schema/index.ts';
import { EVALUACIONES_DEMO } from '../../src/db/seed/evaluaciones-resultado-demo.ts';
import { evaluacionAcceso } from '../../src/i18n/evaluacion-area.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { json } from './helpers.ts';

// Publishing an evaluation: what is missing answers 409 naming it, the report is a
// PDF uploaded with the file rules, only the head of evaluation publishes, once even when two
// publish at the same time; publishing sets result, level and phase, blocks edits, mails the
// centre's team and only then lets the team read the report.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let files: TestStorage;
let lista: number;
let pendiente: number;
let eva: number;
let listaProyecto: number;

const send = async (method: string, path: string, who: string, body?: unknown) =>
  t.send(method, `/api${path}`, await t.as(who), body);

async function subir(who: string, id: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('contenidoBinario', new Blob([bytes as BlobPart]), name);
  form.append('nombreFisico', name);
  return t.app.request(`/api/autoevaluaciones/${id}/informe`, { method: 'POST', headers: await t.as(who), body: form });
}

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  const l = await t.proyecto(EVALUACIONES_DEMO.LISTA);
  lista = l.autoevaluaciones['EVA-INI'] as number;
  listaProyecto = l.id;
  pendiente = (await t.proyecto(EVALUACIONES_DEMO.PENDIENTE)).autoevaluaciones['EVA-INI'] as number;
  eva = (await t.proyecto(DEMO.EVA)).autoevaluaciones['EVA-INI'] as number;
  // The centre's team of the ready project: representante2 as its representative.
  const [repre] = await t.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await t.db.insert(usuarioPerfiles).values({
    usuarioId: await t.idOf('representante2'),
    perfilId: repre?.id as number,
    proyectoId: listaProyecto,
    altaFecha: new Date().toISOString(),
  });
});
afterAll(async () => {
  await files.cleanup();
});

describe('GET autoevaluaciones/{id}/resultado and the figures', () => {
  it('shows essential and non-essential figures, the level reached now, the levels and what is missing', async () => {
    const r = await json(await send('GET', `/autoevaluaciones/${lista}/resultado`, 'evaluador'));
    expect(r.EsEvaluacion).toBe(true);
    expect(r.Cifras.Esenciales.Cumple).toBe(r.Cifras.Esenciales.Total);
    expect(r.Cifras.NoEsenciales.Total).toBeGreaterThan(0);
    expect(r.Niveles.map((n: { Clave: string }) => n.Clave)).toEqual(['AVANZADO', 'EXCELENTE']);
    expect(r.Nivel).toEqual({ Clave: 'EXCELENTE', Nombre: 'Excelente' });
    expect(r.Resultado).toEqual({ Clave: 'ACR', Publicado: false });
    expect(r.Faltas).toMatchObject({ SinEvaluar: [], FaltaInforme: true, PuedePublicar: false });
    expect(r.PuedePublicar).toBe(false); // the evaluator reads, the head publishes
    expect((await json(await send('GET', `/autoevaluaciones/${lista}/resultado`, 'jefeevaluacion'))).PuedePublicar).toBe(true);
  });

  it('GET autoevaluaciones/{id} answers Esenciales, NoEsenciales and Nivel', async () => {
    const a = await json(await send('GET', `/autoevaluaciones/${lista}`, 'jefeevaluacion'));
    expect(a.Esenciales).toEqual({ Cumple: expect.any(Number), Total: expect.any(Number), Porcentaje: 100 });
    expect(a.NoEsenciales.Porcentaje).toBe(100);
    expect(a.Nivel).toEqual({ Clave: 'EXCELENTE', Nombre: 'Excelente' });
  });

  it("is closed to the centre team and to other projects' teams (403: no INF_EVAL), open to staff", async () => {
    expect((await send('GET', `/autoevaluaciones/${lista}/resultado`, 'representante2')).status).toBe(403);
    expect((await send('GET', `/autoevaluaciones/${lista}/resultado`, 'representante')).status).toBe(403);
    expect((await send('GET', `/autoevaluaciones/${lista}/resultado`, 'autoevaluador')).status).toBe(403);
    expect((await send('GET', `/autoevaluaciones/${lista}/resultado`, 'tutor')).status).toBe(200);
  });
});

describe('publishing: what is missing', () => {
  it('names the standard still to evaluate and the missing report (409)', async () => {
    const r = await json(await send('GET', `/autoevaluaciones/${pendiente}/resultado`, 'jefeevaluacion'));
    expect(r.Faltas.SinEvaluar).toHaveLength(1);
    const codigo = r.Faltas.SinEvaluar[0].Codigo as string;
    const res = await send('PUT', `/autoevaluaciones/${pendiente}/finalizar`, 'jefeevaluacion');
    expect(res.status).toBe(409);
    const m = (await json(res)).message as string;
    expect(m).toContain(codigo);
    expect(m).toMatch(/informe/);
  });

  it('names the report when every standard is evaluated (409)', async () => {
    const res = await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion');
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('No se puede publicar: falta adjuntar el informe de evaluación (fichero PDF)');
  });
});

describe('the report', () => {
  it('is a PDF within the upload limits, uploaded only by the head of evaluation', async () => {
    const png = await subir('jefeevaluacion', lista, SAMPLES.png, 'informe.png');
    expect(png.status).toBe(415);
    const disfrazado = await subir('jefeevaluacion', lista, SAMPLES.png, 'informe.pdf');
    expect(disfrazado.status).toBe(415);
    const grande = new Uint8Array(2049 * 1024);
    grande.set(SAMPLES.pdf);
    expect((await subir('jefeevaluacion', lista, grande, 'grande.pdf')).status).toBe(413);
    expect((await subir('evaluador', lista, SAMPLES.pdf, 'informe.pdf')).status).toBe(403);
    expect((await subir('representante2', lista, SAMPLES.pdf, 'informe.pdf')).status).toBe(403);
    const sinFichero = await t.app.request(`/api/autoevaluaciones/${lista}/informe`, {
      method: 'POST',
      headers: await t.as('jefeevaluacion'),
      body: new FormData(),
    });
    expect(sinFichero.status).toBe(422);
    const ok = await subir('jefeevaluacion', lista, SAMPLES.pdf, 'informe.pdf');
    expect(ok.status).toBe(201);
    expect((await json(ok)).FicheroInforme).toMatchObject({ NombreFisico: 'informe.pdf' });
  });

  it('is read by the evaluation team before publishing, not by the centre team', async () => {
    const r = await json(await send('GET', `/autoevaluaciones/${lista}/resultado`, 'jefeevaluacion'));
    const fid = r.FicheroInforme.Id as number;
    expect((await send('GET', `/ficheros/${fid}`, 'evaluador')).status).toBe(200);
    expect((await send('GET', `/ficheros/${fid}`, 'representante2')).status).toBe(403);
    expect((await send('GET', `/ficheros/${fid}`, 'representante')).status).toBe(403);
    // Nor the record itself: an unpublished evaluation is its team's (src/domain/autoevaluacion/visibilidad-evaluacion.ts).
    const registro = await send('GET', `/autoevaluaciones/${lista}`, 'representante2');
    expect(registro.status).toBe(403);
    expect((await json(registro)).message).toBe(evaluacionAcceso.noPublicada);
  });
});

describe('publishing', () => {
  it('is refused to the evaluator (403) and to another project (404)', async () => {
    expect((await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'evaluador')).status).toBe(403);
    expect((await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'representante2')).status).toBe(403);
    expect((await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'representante')).status).toBe(404);
  });

  it('publishes once when two publish at the same time: result, level, phase, read-only, mails', async () => {
    const [a, b] = await Promise.all([
      send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion'),
      send('PATCH', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion'),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const [ev] = await t.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.id, lista));
    expect(ev).toMatchObject({ estadoClave: 'FIN', resultadoClave: 'ACR', nivelClave: 'EXCELENTE', nivelNombre: 'Excelente' });
    expect(ev?.fechaPublicacion).toBeTruthy();
    const [p] = await t.db.select().from(proyectos).where(eq(proyectos.id, listaProyecto));
    expect(p).toMatchObject({ faseClave: 'FIN-INI', resultadoClave: 'ACR' });
    const mails = await t.db
      .select()
      .from(correos)
      .where(and(eq(correos.plantilla, 'evaluacion-publicada'), eq(correos.para, 'representante2@soludable.demo')));
    expect(mails).toHaveLength(1);
    const again = await send('PUT', `/autoevaluaciones/${lista}/finalizar`, 'jefeevaluacion');
    expect(again.status).toBe(409);
  });

  it('then lets the centre team read the report, and blocks every edit (409)', async () => {
    const r = await json(await send('GET', `/autoevaluaciones/${lista}/resultado`, 'jefeevaluacion'));
    expect(r).toMatchObject({
      Resultado: { Clave: 'ACR', Publicado: true },
      Nivel: { Clave: 'EXCELENTE' },
      PuedePublicar: false,
    });
    expect(r.SoloLectura).toBeTruthy();
    expect((await send('GET', `/ficheros/${r.FicheroInforme.Id}`, 'representante2')).status).toBe(200);
    // The team finds it on the evaluation's record, now that it is published.
    const registro = await json(await send('GET', `/autoevaluaciones/${lista}`, 'representante2'));
    expect(registro).toMatchObject({ Resultado: { Clave: 'ACR' }, FicheroInforme: { Id: r.FicheroInforme.Id } });
    expect((await send('GET', `/ficheros/${r.FicheroInforme.Id}`, 'representante')).status).toBe(403);
    expect((await subir('jefeevaluacion', lista, SAMPLES.pdf, 'otro.pdf')).status).toBe(409);
    const estandar = r.Cifras
      ? (await json(await send('GET', `/autoevaluaciones/${lista}/estandares`, 'evaluador'))).Registros[0]
      : null;
    const patch = await send('PATCH', `/autoevaluaciones/${lista}/estandares/${estandar.EstandarId}`, 'evaluador', {
      estado: 'NC',
      justificacion: 'Cambio tardío',
      version: estandar.Version ?? 0,
    });
    expect(patch.status).toBe(409);
  });

  it('a self-assessment record is not published through it: the AUT finish rules still apply', async () => {
    const aut = (await t.proyecto(DEMO.AUT)).autoevaluaciones['AUT-INI'] as number;
    expect((await send('PUT', `/autoevaluaciones/${aut}/finalizar`, 'jefeevaluacion')).status).toBe(404);
    expect((await send('GET', `/autoevaluaciones/${eva}/resultado`, 'jefeevaluacion')).status).toBe(200);
  });
});
