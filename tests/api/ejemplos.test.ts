import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogoTestApp, createCatalogoTestApp, expectDenied, type Json, json } from './estandares-helpers.ts';
import { createdId } from './helpers.ts';

let t: CatalogoTestApp;
let manualId: number;
let estandarId: number;
let evidenciaId: number;
let estandarPublicado: number;
beforeAll(async () => {
  t = await createCatalogoTestApp();
  manualId = await t.manual();
  estandarId = await t.estandarRow(manualId, await t.bloque(manualId), 'E1');
  evidenciaId = await t.evidenciaRow(manualId, estandarId, 'V1');
  const pub = await t.manual('vigente');
  estandarPublicado = await t.estandarRow(pub, await t.bloque(pub));
});

const create = async (over: Record<string, unknown> = {}) =>
  createdId(await t.send('POST', '/api/ejemplos', t.admin, { titulo: 'Ejemplo', ...over }));

describe('access', () => {
  it('anonymous 401; without permission 403; readers may not write', async () => {
    const id = await create();
    const problems = await expectDenied(t, [
      ['GET', '/api/ejemplos', 'lector'],
      ['GET', `/api/ejemplos/${id}`, 'lector'],
      ['POST', '/api/ejemplos', 'escritor'],
      ['PUT', `/api/ejemplos/${id}`, 'escritor'],
      ['DELETE', `/api/ejemplos/${id}`, 'escritor'],
      ['POST', `/api/ejemplos/${id}/estandares`, 'escritor'],
      ['POST', `/api/ejemplos/${id}/estandares/reasignar`, 'escritor'],
      ['POST', `/api/ejemplos/${id}/evidencias/reasignar`, 'escritor'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('POST /ejemplos and GET /ejemplos/{id}', () => {
  it('creates an example, storing the description as sanitised HTML', async () => {
    const res = await t.send('POST', '/api/ejemplos', t.admin, {
      titulo: 'Sombra en el recreo',
      autor: 'CEIP Sol',
      referencia: 'https://ejemplo.es/sombra',
      descripcion:
        '<p>Toldos <strong>fijos</strong><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
      texto: 'Texto libre',
    });
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Ejemplo creado correctamente');
    const record = await json(await t.send('GET', `/api/ejemplos/${Id}`, t.admin));
    expect(record).toMatchObject({
      Id,
      Titulo: 'Sombra en el recreo',
      Autor: 'CEIP Sol',
      Referencia: 'https://ejemplo.es/sombra',
      Descripcion: '<p>Toldos <strong>fijos</strong></p><a>x</a>',
      Texto: 'Texto libre',
      Estandares: [],
      Evidencias: [],
      Auditoria: { Alta: { Nombre: 'Alberto Agencia Ruiz' } },
    });
  });

  it('requires a title; refuses unknown fields and non-text descriptions', async () => {
    const res = await t.send('POST', '/api/ejemplos', t.admin, { titulo: '  ', descripcion: 5, color: 'x' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.titulo).toEqual(['Este campo es obligatorio']);
    expect(errors.color).toEqual(['Campo no permitido']);
    expect(errors.descripcion).toHaveLength(1);
    expect((await t.send('GET', '/api/ejemplos/99999', t.admin)).status).toBe(404);
    expect((await t.send('GET', '/api/ejemplos/-1', t.admin)).status).toBe(400);
  });
});

describe('GET /ejemplos', () => {
  it('searches text and filters by standard, evidence and manual', async () => {
    const a = await create({ titulo: 'Gorras para todos', texto: 'reparto' });
    const b = await create({ titulo: 'Fuentes de agua', descripcion: '<p>hidratación</p>' });
    await t.send('POST', `/api/ejemplos/${a}/estandares/reasignar`, t.admin, { estandares: [estandarId] });
    await t.send('POST', `/api/ejemplos/${b}/evidencias/reasignar`, t.admin, { evidencias: [evidenciaId] });
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/ejemplos?${q}`, t.admin))).Registros.map((r: Json) => r.Id);
    expect(await ids('texto=GORRAS')).toEqual([a]);
    expect(await ids('texto=hidratacion')).toEqual([b]);
    expect(await ids(`estandarId=${estandarId}`)).toEqual([a]);
    expect(await ids(`evidenciaId=${evidenciaId}`)).toEqual([b]);
    expect(await ids(`manualId=${manualId}&orden=Titulo`)).toEqual([b, a]);
    const slim = await json(await t.send('GET', '/api/ejemplos?campos=Id,Titulo&registrosPorPagina=1', t.admin));
    expect(Object.keys(slim.Registros[0]).sort()).toEqual(['Id', 'Titulo']);
    expect((await t.send('GET', '/api/ejemplos?campos=Clave', t.admin)).status).toBe(400);
  });
});

describe('PUT and DELETE /ejemplos/{id}', () => {
  it('updates every field (absent ones cleared), sanitising again', async () => {
    const id = await create({ autor: 'Antes' });
    const res = await t.send('PUT', `/api/ejemplos/${id}`, t.admin, { titulo: 'Nuevo', descripcion: '<h2 style="x">T</h2>' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      message: 'La operación se ha realizado correctamente',
      Titulo: 'Nuevo',
      Autor: null,
      Descripcion: '<h2>T</h2>',
    });
    expect((await t.send('PUT', `/api/ejemplos/${id}`, t.admin, {})).status).toBe(422);
    expect((await t.send('PUT', '/api/ejemplos/99999', t.admin, { titulo: 'x' })).status).toBe(404);
  });

  it('an example linked to a published manual stays editable and deletable', async () => {
    const id = await create();
    expect((await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: [estandarPublicado] })).status).toBe(
      200,
    );
    expect((await t.send('PUT', `/api/ejemplos/${id}`, t.admin, { titulo: 'Editado' })).status).toBe(200);
    expect((await t.send('DELETE', `/api/ejemplos/${id}`, t.admin)).status).toBe(204);
    expect((await t.send('GET', `/api/ejemplos/${id}`, t.admin)).status).toBe(404);
    expect((await t.send('DELETE', `/api/ejemplos/${id}`, t.admin)).status).toBe(404);
    expect((await json(await t.send('GET', `/api/estandares/${estandarPublicado}`, t.admin))).Ejemplos).toEqual([]);
  });
});

describe('links', () => {
  it('POST /ejemplos/{id}/estandares adds standards and keeps existing ones (200)', async () => {
    const id = await create();
    const otro = await t.estandarRow(manualId, await t.bloque(manualId), 'E2');
    const r1 = await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: [estandarId] });
    expect(r1.status).toBe(200);
    const r2 = await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: [otro, estandarId] });
    expect((await json(r2)).Estandares.map((e: Json) => e.Codigo).sort()).toEqual(['E1', 'E2']);
    const bad = await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: [99999] });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({ estandares: ['Estándares que no existen: 99999'] });
    expect((await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: 'x' })).status).toBe(422);
    expect((await t.send('POST', '/api/ejemplos/99999/estandares', t.admin, { estandares: [] })).status).toBe(404);
  });

  it('estandares/reasignar replaces the set; evidencias/reasignar too; unknown ids 422', async () => {
    const id = await create();
    await t.send('POST', `/api/ejemplos/${id}/estandares`, t.admin, { estandares: [estandarId] });
    const res = await t.send('POST', `/api/ejemplos/${id}/estandares/reasignar`, t.admin, { estandares: [estandarPublicado] });
    expect(res.status).toBe(200);
    expect((await json(res)).Estandares.map((e: Json) => e.Id)).toEqual([estandarPublicado]);
    expect((await t.send('POST', `/api/ejemplos/${id}/estandares/reasignar`, t.admin, { estandares: [99999] })).status).toBe(422);
    const ev = await t.send('POST', `/api/ejemplos/${id}/evidencias/reasignar`, t.admin, { evidencias: [evidenciaId] });
    expect(ev.status).toBe(200);
    expect((await json(ev)).Evidencias).toEqual([
      { Id: evidenciaId, Codigo: 'V1', Descripcion: 'Evidencia', ManualId: manualId, EstandarId: estandarId },
    ]);
    expect((await t.send('POST', `/api/ejemplos/${id}/evidencias/reasignar`, t.admin, { evidencias: [99999] })).status).toBe(422);
    expect((await t.send('POST', `/api/ejemplos/${id}/evidencias/reasignar`, t.admin, { otras: [] })).status).toBe(422);
    expect(
      (await json(await t.send('GET', `/api/evidencias/${evidenciaId}`, t.admin))).Ejemplos.map((e: Json) => e.Id),
    ).toContain(id);
  });
});
