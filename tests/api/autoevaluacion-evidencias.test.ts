import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoevaluaciones, perfiles, perfilPermisos, usuarioPerfiles } from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';
import { type TestStorage, useTestStorage } from '../runtime/plataforma.ts';
import { json } from './helpers.ts';

// The self-assessment's evidences and tests: the list, one evidence with its
// tests, the verdict with its version, answers within their bounds, and PRY files that must be
// the project's own. Another project's team gets 404 for every id; a member without
// AE_APORTACION 403; and once finished, 409.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let files: TestStorage;
let autoId: number;
let otroAutoId: number;
let proyectoId: number;
let otroProyectoId: number;

beforeAll(async () => {
  t = await createProyectosTestApp();
  files = await useTestStorage();
  const aut = await t.proyecto(DEMO.AUT);
  const otro = await t.proyecto(DEMO.OTRO);
  autoId = aut.autoevaluaciones['AUT-INI'] as number;
  otroAutoId = otro.autoevaluaciones['AUT-INI'] as number;
  proyectoId = aut.id;
  otroProyectoId = otro.id;
});
afterAll(async () => {
  await files.cleanup();
});

const as = (who: string) => t.as(who);
const get = async (path: string, who: string) => t.send('GET', path, await as(who));
const send = async (method: string, path: string, who: string, body?: unknown) => t.send(method, path, await as(who), body);

/** The evidence 1.1.1 of the demo manual (tested by the "política" questionnaire) in `auto`. */
async function evidencia111(auto = autoId, who = 'autoevaluador') {
  const list = await json(await get(`/api/autoevaluaciones/${auto}/evidencias?texto=1.1.1`, who));
  const e = list.Registros.find((r: { Evidencia: { Codigo: string } }) => r.Evidencia.Codigo === '1.1.1');
  return json(await get(`/api/autoevaluaciones/${auto}/evidencias/${e.Id}`, who));
}

async function upload(who: string, owner: Record<string, number>, name = 'politica.pdf') {
  const form = new FormData();
  for (const [k, v] of Object.entries(owner)) form.set(k, String(v));
  form.set('nombreFisico[0]', name);
  form.set('tipoClave[0]', 'PRY');
  form.set('contenidoBinario[0]', new Blob([SAMPLES.pdf], { type: 'application/pdf' }), name);
  return t.app.request('/api/ficheros', { method: 'POST', headers: await as(who), body: form });
}

describe('GET autoevaluaciones/{id}/evidencias', () => {
  it('lists the applicable evidences with the columns of 3.5, paged, and counts them per standard', async () => {
    const res = await get(`/api/autoevaluaciones/${autoId}/evidencias?registrosPorPagina=5`, 'autoevaluador');
    expect(res.status).toBe(200);
    const list = await json(res);
    expect(list.RegistrosMostrados).toBe(5);
    expect(list.NumeroRegistros).toBeGreaterThan(5);
    expect(list.Registros[0]).toMatchObject({
      Bloqueado: false,
      Evidencia: { Codigo: expect.any(String), Descripcion: expect.any(String), Esencial: expect.any(Boolean) },
      Estado: { Clave: expect.stringMatching(/^(PTE|C|NC|NA)$/) },
      Aplica: expect.any(Boolean),
      NumeroAreasMejora: expect.any(Number),
      NumeroFortalezas: expect.any(Number),
      Version: expect.any(Number),
    });
    const estandarId = list.Registros[0].Estandar.Id;
    const count = await json(
      await get(
        `/api/autoevaluaciones/${autoId}/evidencias?estandarId=${estandarId}&campos=Evidencia&registrosPorPagina=1`,
        'representante',
      ),
    );
    expect(count.NumeroRegistros).toBeGreaterThan(0);
    expect(Object.keys(count.Registros[0])).toEqual(['Evidencia']);
    expect((await get(`/api/autoevaluaciones/${autoId}/evidencias?estadoClave=X`, 'autoevaluador')).status).toBe(400);
    expect((await get(`/api/autoevaluaciones/${autoId}/evidencias?campos=Nada`, 'autoevaluador')).status).toBe(400);
  });

  it('staff who follow projects read it; another project’s team gets 404', async () => {
    expect((await get(`/api/autoevaluaciones/${autoId}/evidencias`, 'tutor')).status).toBe(200);
    expect((await get(`/api/autoevaluaciones/${autoId}/evidencias`, 'representante2')).status).toBe(404);
  });
});

describe('PATCH autoevaluaciones/{id}/evidencias/{evidenciaId}', () => {
  it('saves the status and justification, bumps the version and refuses a stale one (409)', async () => {
    const e = await evidencia111();
    const path = `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`;
    const ok = await send('PATCH', path, 'autoevaluador', { estado: 'NC', justificacion: 'Falta firmarla', version: e.Version });
    expect(ok.status).toBe(200);
    const saved = await json(ok);
    expect(saved).toMatchObject({ Estado: { Clave: 'NC' }, Justificacion: 'Falta firmarla', Version: e.Version + 1 });
    expect(saved.Auditoria.Modificacion.Nombre).toBeTruthy();
    const stale = await send('PATCH', path, 'representante', { estado: 'C', version: e.Version });
    expect(stale.status).toBe(409);
    expect((await json(stale)).message).toMatch(/Otra persona ha cambiado esta evidencia/);
    const na = await json(await send('PATCH', path, 'representante', { estado: 'NA', version: saved.Version }));
    expect(na).toMatchObject({ Estado: { Clave: 'NA' }, Aplica: false });
  });

  it('creates the verdict of an untouched evidence from version 0', async () => {
    const list = await json(await get(`/api/autoevaluaciones/${autoId}/evidencias?estadoClave=PTE`, 'autoevaluador'));
    const e = list.Registros.find((r: { Version: number }) => r.Version === 0);
    const res = await send('PATCH', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, 'autoevaluador', {
      estado: 'C',
      version: 0,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Estado: { Clave: 'C' }, Version: 1 });
    const again = await send('PATCH', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, 'representante', {
      estado: 'NC',
      version: 0,
    });
    expect(again.status).toBe(409);
  });

  it("takes the spec's payload without a version (only the sent fields change), or the ETag in If-Match", async () => {
    const list = await json(await get(`/api/autoevaluaciones/${autoId}/evidencias?registrosPorPagina=100`, 'autoevaluador'));
    const e = list.Registros.find((r: { Version: number }) => r.Version === 0) ?? list.Registros[0];
    const path = `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`;
    const spec = await send('PATCH', path, 'autoevaluador', { estado: 'C', justificacion: 'En curso' });
    expect(spec.status).toBe(200);
    const saved = await json(spec);
    expect(saved).toMatchObject({ Estado: { Clave: 'C' }, Justificacion: 'En curso', Version: e.Version + 1 });
    expect(spec.headers.get('etag')).toBe(`W/"${saved.Version}"`);
    // The single read answers the same tag; If-Match takes it back as read.
    const leida = await get(path, 'autoevaluador');
    expect(leida.headers.get('etag')).toBe(`W/"${saved.Version}"`);
    // A colleague changes the status; a write of the justification alone keeps it.
    expect((await send('PATCH', path, 'representante', { estado: 'NC', version: saved.Version })).status).toBe(200);
    const solo = await json(await send('PATCH', path, 'autoevaluador', { justificacion: 'Revisada' }));
    expect(solo).toMatchObject({ Estado: { Clave: 'NC' }, Justificacion: 'Revisada', Version: saved.Version + 2 });
    const ifMatch = async (etag: string) =>
      t.send('PATCH', path, { ...(await as('autoevaluador')), 'if-match': etag }, { estado: 'PTE' });
    expect((await ifMatch(leida.headers.get('etag') as string)).status).toBe(409);
    expect((await ifMatch(`"${solo.Version}"`)).status).toBe(200);
  });

  it('answers bad input with Spanish messages and stores nothing', async () => {
    const e = await evidencia111();
    const path = `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`;
    const malEstado = await send('PATCH', path, 'autoevaluador', { estado: 'X', version: e.Version });
    expect(malEstado.status).toBe(422);
    expect(JSON.stringify(await json(malEstado))).toContain('Estado no válido');
    expect((await send('PATCH', path, 'autoevaluador', { estado: 'C', version: e.Version, otro: 1 })).status).toBe(422);
    expect((await evidencia111()).Version).toBe(e.Version);
    expect(
      (await send('PATCH', `/api/autoevaluaciones/${autoId}/evidencias/999999`, 'autoevaluador', { version: 0 })).status,
    ).toBe(404);
  });
});

describe('PATCH autoevaluaciones/{id}/pruebas/{pruebaId}', () => {
  it('answers the questions with a file of the project; the test is then met', async () => {
    const e = await evidencia111();
    const prueba = e.Pruebas[0];
    expect(prueba.Cumple).toBe(false);
    const up = await upload('autoevaluador', { proyectoId });
    expect(up.status).toBe(201);
    const ficheroId = (await json(up)).data[0];
    const q = (tipo: string) => prueba.Preguntas.find((p: { Tipo: string }) => p.Tipo === tipo);
    const unica = q('UNICA');
    const res = await send('PATCH', `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`, 'autoevaluador', {
      Ficheros: [],
      Preguntas: [
        { Id: q('SI_NO').Id, Respuesta: 'S' },
        { Id: q('FECHA').Id, Respuesta: '2026-01-15' },
        { Id: unica.Id, Respuestas: [{ Id: unica.Respuestas[0].Id, Marcada: true }] },
        { Id: q('FICHERO').Id, Ficheros: [{ Id: ficheroId }] },
      ],
      version: prueba.Version,
    });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved.Cumple).toBe(true);
    expect(saved.Preguntas.find((p: { Tipo: string }) => p.Tipo === 'FICHERO').Ficheros).toEqual([
      { Id: ficheroId, NombreFisico: 'politica.pdf', Kb: 0 },
    ]);
    // A stale version of the answered test is refused.
    const stale = await send('PATCH', `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`, 'representante', {
      Preguntas: [{ Id: q('SI_NO').Id, Respuesta: 'N' }],
      version: prueba.Version,
    });
    expect(stale.status).toBe(409);
    // The same test answers the other evidence that uses it.
    expect((await get(`/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`, 'representante')).status).toBe(200);
  });

  it('enforces each question’s minimum and maximum with Spanish messages (nothing stored)', async () => {
    const prueba = (await evidencia111()).Pruebas[0];
    const texto = prueba.Preguntas.find((p: { Tipo: string }) => p.Tipo === 'TEXTO');
    const path = `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`;
    const corto = await send('PATCH', path, 'autoevaluador', { Preguntas: [{ Id: texto.Id, Respuesta: 'Demasiado corto' }] });
    expect(corto.status).toBe(422);
    expect(JSON.stringify(await json(corto))).toContain('Se requieren al menos 50 caracteres');
    const largo = await send('PATCH', path, 'autoevaluador', { Preguntas: [{ Id: texto.Id, Respuesta: 'x'.repeat(2001) }] });
    expect(JSON.stringify(await json(largo))).toContain('Se admiten como máximo 2000 caracteres');
    const unica = prueba.Preguntas.find((p: { Tipo: string }) => p.Tipo === 'UNICA');
    const dos = await send('PATCH', path, 'autoevaluador', {
      Preguntas: [
        { Id: unica.Id, Respuestas: unica.Respuestas.slice(0, 2).map((r: { Id: number }) => ({ Id: r.Id, Marcada: true })) },
      ],
    });
    expect(JSON.stringify(await json(dos))).toContain('Marque una sola respuesta');
    const ajena = await send('PATCH', path, 'autoevaluador', { Preguntas: [{ Id: 999999, Respuesta: 'S' }] });
    expect(JSON.stringify(await json(ajena))).toContain('no pertenece a esta prueba');
    const despues = (await evidencia111()).Pruebas[0];
    expect(despues.Preguntas.find((p: { Tipo: string }) => p.Tipo === 'TEXTO').Respuesta).toBeNull();
  });

  it('never attaches a file of another project (404), and another project’s team cannot read its files', async () => {
    const prueba = (await evidencia111()).Pruebas[0];
    const ajeno = await upload('representante2', { proyectoId: otroProyectoId }, 'ajeno.pdf');
    expect(ajeno.status).toBe(201);
    const ajenoId = (await json(ajeno)).data[0];
    const res = await send('PATCH', `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`, 'autoevaluador', {
      Ficheros: [{ Id: ajenoId }],
    });
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('El fichero no existe en este proyecto');
    expect((await get(`/api/ficheros/${ajenoId}`, 'autoevaluador')).status).toBe(403);
    expect((await upload('autoevaluador', { proyectoId: otroProyectoId })).status).toBe(403);
    expect((await get(`/api/ficheros/${ajenoId}`, 'representante2')).status).toBe(200);
  });
});

describe('who may contribute', () => {
  it('another project’s team gets 404 for every id; a member without AE_APORTACION gets 403', async () => {
    const e = await evidencia111();
    const prueba = e.Pruebas[0];
    for (const [method, path, body] of [
      ['GET', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`],
      ['PATCH', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, { estado: 'C', version: e.Version }],
      ['GET', `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`],
      ['PATCH', `/api/autoevaluaciones/${autoId}/pruebas/${prueba.Id}`, { Preguntas: [] }],
    ] as const) {
      expect((await send(method, path, 'representante2', body)).status, `${method} ${path}`).toBe(404);
    }
    // representante2 joins this project with a profile that only reads the area (AE).
    const [repre] = await t.db.select().from(perfiles).where(eq(perfiles.clave, 'REPRE'));
    const [lector] = await t.db
      .insert(perfiles)
      .values({
        instanciaId: SOLUDABLE.id,
        clave: 'LECTOR_AE',
        nombrePublico: 'Lector',
        tipoClave: repre?.tipoClave as string,
        general: false,
        altaFecha: '2026-03-01',
      })
      .returning({ id: perfiles.id });
    await t.db.insert(perfilPermisos).values({ perfilId: lector?.id as number, permisoClave: 'AE', escritura: false });
    await t.db
      .insert(usuarioPerfiles)
      .values({ usuarioId: await t.idOf('representante2'), perfilId: lector?.id as number, proyectoId, altaFecha: '2026-03-01' });
    expect((await get(`/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, 'representante2')).status).toBe(200);
    const denied = await send('PATCH', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, 'representante2', {
      estado: 'C',
      version: e.Version,
    });
    expect(denied.status).toBe(403);
    await t.db.delete(usuarioPerfiles).where(and(eq(usuarioPerfiles.perfilId, lector?.id as number)));
    // And the other way round.
    expect((await get(`/api/autoevaluaciones/${otroAutoId}/evidencias`, 'autoevaluador')).status).toBe(404);
  });

  it('after finishing every contribution answers 409 with the reason', async () => {
    const e = await evidencia111();
    await t.db.update(autoevaluaciones).set({ estadoClave: 'FIN' }).where(eq(autoevaluaciones.id, autoId));
    const res = await send('PATCH', `/api/autoevaluaciones/${autoId}/evidencias/${e.Id}`, 'autoevaluador', {
      estado: 'C',
      version: e.Version,
    });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('La autoevaluación está finalizada: ya no admite cambios');
    expect(
      (await send('PATCH', `/api/autoevaluaciones/${autoId}/pruebas/${e.Pruebas[0].Id}`, 'autoevaluador', { Preguntas: [] }))
        .status,
    ).toBe(409);
    expect(
      (await send('POST', `/api/autoevaluaciones/${autoId}/areasMejora`, 'autoevaluador', { descripcion: 'x' })).status,
    ).toBe(409);
    expect((await upload('autoevaluador', { proyectoId })).status).toBe(403);
    // A file answering the finished self-assessment cannot be deleted, not even by staff.
    const adjunto = e.Pruebas[0].Preguntas.find((p: { Tipo: string }) => p.Tipo === 'FICHERO').Ficheros[0].Id;
    const borrar = await send('DELETE', `/api/ficheros/${adjunto}`, 'tutor');
    expect(borrar.status).toBe(409);
    expect((await json(borrar)).message).toBe('La autoevaluación está finalizada: ya no admite cambios');
    await t.db.update(autoevaluaciones).set({ estadoClave: 'CURSO' }).where(eq(autoevaluaciones.id, autoId));
  });
});
