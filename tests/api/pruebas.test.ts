import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evidenciaPruebas } from '../../src/db/schema/catalogo.ts';
import { createdId } from './helpers.ts';
import { createPruebasTestApp, type Json, json } from './pruebas-helpers.ts';

type T = Awaited<ReturnType<typeof createPruebasTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;
let formularioId: number;
beforeAll(async () => {
  t = await createPruebasTestApp();
  admin = await t.as('admin');
  tutor = await t.as('tutor'); // MANUALES at level L
  formularioId = await created(await t.send('POST', '/api/formularios', admin, { titulo: 'Cuestionario base' }));
});

const created = createdId;
const prueba = async (manualId: number, over: Record<string, unknown> = {}) =>
  created(await t.send('POST', '/api/pruebas', admin, { descripcion: 'Revisión de carteles', manualId, formularioId, ...over }));
const leer = async (id: number) => json(await t.send('GET', `/api/pruebas/${id}`, admin));

describe('access', () => {
  it('anonymous 401; readers read; writes need MANUALES E', async () => {
    const id = await prueba(t.m1.manualId);
    const ev = t.m1.evidenciaIds[0];
    for (const [method, path] of [
      ['GET', '/api/pruebas'],
      ['GET', `/api/pruebas/${id}`],
      ['POST', '/api/pruebas'],
      ['POST', `/api/evidencias/${ev}/pruebas`],
      ['PUT', `/api/pruebas/${id}`],
      ['DELETE', `/api/pruebas/${id}`],
      ['POST', `/api/pruebas/${id}/evidencias/reasignar`],
    ] as const) {
      const b = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await t.send(method, path, {}, b)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, tutor, b)).status, `${method} ${path}`).toBe(method === 'GET' ? 200 : 403);
    }
    for (const who of ['representante', 'gestor', 'evaluador']) {
      expect((await t.send('GET', `/api/pruebas/${id}`, await t.as(who))).status, who).toBe(200);
      expect((await t.send('DELETE', `/api/pruebas/${id}`, await t.as(who))).status, who).toBe(403);
    }
  });
});

describe('POST /pruebas', () => {
  it('creates a test, optionally linked to evidences of its manual', async () => {
    const [e1, e2] = t.m1.evidenciaIds as [number, number];
    const res = await t.send('POST', '/api/pruebas', admin, {
      descripcion: 'Entrevista al equipo',
      aclaraciones: 'Con dos personas',
      manualId: t.m1.manualId,
      formularioId,
      tipoClave: 'ENT',
      activo: false,
      evidencias: [e2, e1, e2],
    });
    expect(res.status).toBe(201);
    const body = await leer((await json(res)).Id);
    expect(body).toMatchObject({
      Descripcion: 'Entrevista al equipo',
      Aclaraciones: 'Con dos personas',
      Activo: false,
      TipoClave: 'ENT',
      ManualId: t.m1.manualId,
      Manual: { Codigo: 'M1' },
      FormularioId: formularioId,
      Formulario: { Id: formularioId, Titulo: 'Cuestionario base' },
    });
    expect(body.Evidencias.map((e: Json) => e.Codigo)).toEqual(['EV1', 'EV2']);
    expect(body.Auditoria.Alta.Id).toEqual(expect.any(Number));
  });

  it('refuses bad input: required fields, unknown references, evidences of another manual', async () => {
    const res = await t.send('POST', '/api/pruebas', admin, { activo: 'sí', extra: 1 });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.descripcion).toEqual(['Este campo es obligatorio']);
    expect(errors.manualId).toEqual(['Este campo es obligatorio']);
    expect(errors.formularioId).toEqual(['Este campo es obligatorio']);
    expect(errors.extra).toEqual(['Campo no permitido']);
    const refs = await t.send('POST', '/api/pruebas', admin, {
      descripcion: 'x',
      manualId: t.m1.manualId,
      formularioId: 999999,
      tipoClave: 'NADA',
    });
    expect((await json(refs)).errors).toMatchObject({
      formularioId: ['El formulario no existe'],
      tipoClave: ['El tipo de prueba no existe'],
    });
    const manual = await t.send('POST', '/api/pruebas', admin, { descripcion: 'x', manualId: 999999, formularioId });
    expect((await json(manual)).errors).toMatchObject({ manualId: ['El manual no existe'] });
    const other = await t.send('POST', '/api/pruebas', admin, {
      descripcion: 'x',
      manualId: t.m1.manualId,
      formularioId,
      evidencias: t.m2.evidenciaIds,
    });
    expect(other.status).toBe(422);
    expect((await json(other)).errors.evidencias).toEqual(['Solo se pueden asignar evidencias del manual de la prueba']);
  });

  it('is refused (409) in a published manual', async () => {
    const { manualId } = await t.nuevoManual('PUB1', 1);
    await t.publicar(manualId);
    const res = await t.send('POST', '/api/pruebas', admin, { descripcion: 'x', manualId, formularioId });
    expect(res.status).toBe(409);
    expect((await json(res)).message).toMatch(/publicado/);
  });
});

describe('POST /evidencias/{evidenciaId}/pruebas', () => {
  it('creates a test of the evidence manual, linked to it after its other tests', async () => {
    const ev = t.m2.evidenciaIds[0] as number;
    const a = await created(await t.send('POST', `/api/evidencias/${ev}/pruebas`, admin, { descripcion: 'A', formularioId }));
    const b = await created(await t.send('POST', `/api/evidencias/${ev}/pruebas`, admin, { descripcion: 'B', formularioId }));
    expect(await leer(a)).toMatchObject({ ManualId: t.m2.manualId, Evidencias: [{ Id: ev, Codigo: 'EV1' }] });
    const links = await t.db.select().from(evidenciaPruebas).where(eq(evidenciaPruebas.evidenciaId, ev));
    expect(links.find((l) => l.pruebaId === b)?.orden).toBe((links.find((l) => l.pruebaId === a)?.orden ?? 0) + 1);
  });

  it("accepts the spec's manualId when it is the evidence's manual", async () => {
    const ev = t.m1.evidenciaIds[0] as number;
    const body = { descripcion: 'Con manual', formularioId, manualId: t.m1.manualId };
    const id = await created(await t.send('POST', `/api/evidencias/${ev}/pruebas`, admin, body));
    expect(await leer(id)).toMatchObject({ ManualId: t.m1.manualId, Evidencias: [{ Id: ev }] });
  });

  it('404 for an unknown evidence, 422 for another manual in the body, 409 when published', async () => {
    expect((await t.send('POST', '/api/evidencias/999999/pruebas', admin, { descripcion: 'x', formularioId })).status).toBe(404);
    const ev = t.m1.evidenciaIds[0];
    const body = { descripcion: 'x', formularioId, manualId: t.m2.manualId };
    const res = await t.send('POST', `/api/evidencias/${ev}/pruebas`, admin, body);
    expect(res.status).toBe(422);
    expect((await json(res)).errors.manualId).toEqual(['La prueba debe ser del manual de la evidencia']);
    const m = await t.nuevoManual('PUB2', 1);
    await t.publicar(m.manualId);
    expect(
      (await t.send('POST', `/api/evidencias/${m.evidenciaIds[0]}/pruebas`, admin, { descripcion: 'x', formularioId })).status,
    ).toBe(409);
  });
});

describe('GET /pruebas', () => {
  it('filters by manual, evidence, form, active, type and text', async () => {
    const m = await t.nuevoManual('LIST', 2);
    const [e1] = m.evidenciaIds as [number, number];
    const otroForm = await created(await t.send('POST', '/api/formularios', admin, { titulo: 'Otro' }));
    const a = await prueba(m.manualId, { descripcion: 'Observación de sombrillas', evidencias: [e1], tipoClave: 'OBS' });
    const b = await prueba(m.manualId, { descripcion: 'Revisión documental', activo: false, formularioId: otroForm });
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/pruebas?manualId=${m.manualId}&${q}`, admin))).Registros.map((r: Json) => r.Id);
    expect(await ids('')).toEqual([a, b]);
    expect(await ids(`evidenciaId=${e1}`)).toEqual([a]);
    expect(await ids(`formularioId=${otroForm}`)).toEqual([b]);
    expect(await ids('activo=false')).toEqual([b]);
    expect(await ids('tipoClave=OBS')).toEqual([a]);
    expect(await ids('texto=SOMBRILLAS')).toEqual([a]);
    expect(await ids('orden=-Descripcion')).toEqual([b, a]);
    const page = await json(await t.send('GET', `/api/pruebas?manualId=${m.manualId}&campos=Id,Formulario`, admin));
    expect(page.Registros[0]).toEqual({ Id: a, Formulario: { Id: formularioId, Titulo: 'Cuestionario base' } });
    expect(page.NumeroRegistros).toBe(2);
    expect((await t.send('GET', '/api/pruebas?activo=quizá', admin)).status).toBe(400);
    expect((await t.send('GET', '/api/pruebas?manualId=x', admin)).status).toBe(400);
  });

  it('GET /pruebas/{id}: 404 unknown, 400 malformed', async () => {
    expect((await t.send('GET', '/api/pruebas/999999', admin)).status).toBe(404);
    expect((await t.send('GET', '/api/pruebas/0', admin)).status).toBe(400);
  });
});

describe('PUT /pruebas/{id}', () => {
  it('updates and replies with the record; the manual never changes', async () => {
    const id = await prueba(t.m1.manualId);
    const res = await t.send('PUT', `/api/pruebas/${id}`, admin, {
      descripcion: 'Cambiada',
      formularioId,
      manualId: t.m1.manualId,
      activo: false,
      tipoClave: 'DOC',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: expect.any(String),
      Descripcion: 'Cambiada',
      Activo: false,
      TipoClave: 'DOC',
    });
    const moved = await t.send('PUT', `/api/pruebas/${id}`, admin, { descripcion: 'x', formularioId, manualId: t.m2.manualId });
    expect(moved.status).toBe(422);
    expect((await json(moved)).errors.manualId).toEqual(['No se puede cambiar el manual de una prueba']);
    expect((await t.send('PUT', `/api/pruebas/${id}`, admin, { descripcion: '' })).status).toBe(422);
    expect((await t.send('PUT', '/api/pruebas/999999', admin, { descripcion: 'x', formularioId })).status).toBe(404);
  });

  it('PUT, DELETE and reasignar are refused (409) once the manual is published', async () => {
    const m = await t.nuevoManual('PUB3', 1);
    const id = await prueba(m.manualId);
    await t.publicar(m.manualId);
    expect((await t.send('PUT', `/api/pruebas/${id}`, admin, { descripcion: 'x', formularioId })).status).toBe(409);
    expect((await t.send('DELETE', `/api/pruebas/${id}`, admin)).status).toBe(409);
    expect((await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, { evidencias: [] })).status).toBe(409);
  });
});

describe('DELETE /pruebas/{id}', () => {
  it('deletes the test and its links', async () => {
    const id = await prueba(t.m1.manualId, { evidencias: t.m1.evidenciaIds });
    expect((await t.send('DELETE', `/api/pruebas/${id}`, admin)).status).toBe(204);
    expect(await t.db.select().from(evidenciaPruebas).where(eq(evidenciaPruebas.pruebaId, id))).toEqual([]);
    expect((await t.send('DELETE', `/api/pruebas/${id}`, admin)).status).toBe(404);
  });
});

describe('POST /pruebas/{id}/evidencias/reasignar', () => {
  it('replaces the set atomically with evidences of the same manual', async () => {
    const [e1, e2] = t.m1.evidenciaIds as [number, number];
    const id = await prueba(t.m1.manualId, { evidencias: [e1] });
    const res = await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, { evidencias: [e2] });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ message: expect.any(String), Evidencias: [{ Id: e2, Codigo: 'EV2' }] });
    const bad = await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, {
      evidencias: [e1, ...t.m2.evidenciaIds],
    });
    expect(bad.status).toBe(422);
    expect((await leer(id)).Evidencias.map((e: Json) => e.Id)).toEqual([e2]);
    expect((await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, { evidencias: ['a'] })).status).toBe(422);
    expect((await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, {})).status).toBe(422);
    const empty = await t.send('POST', `/api/pruebas/${id}/evidencias/reasignar`, admin, { evidencias: [] });
    expect((await json(empty)).Evidencias).toEqual([]);
    expect((await t.send('POST', '/api/pruebas/999999/evidencias/reasignar', admin, { evidencias: [] })).status).toBe(404);
  });
});
