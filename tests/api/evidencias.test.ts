import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evidenciaPruebas } from '../../src/db/schema/index.ts';
import { type CatalogoTestApp, createCatalogoTestApp, expectDenied, type Json, json } from './estandares-helpers.ts';
import { createdId } from './helpers.ts';

let t: CatalogoTestApp;
let manualId: number;
let estandarId: number;
let publicado: number;
let evidenciaPublicada: number;
beforeAll(async () => {
  t = await createCatalogoTestApp();
  manualId = await t.manual();
  estandarId = await t.estandarRow(manualId, await t.bloque(manualId), 'E1');
  publicado = await t.manual('vigente');
  const ep = await t.estandarRow(publicado, await t.bloque(publicado));
  evidenciaPublicada = await t.evidenciaRow(publicado, ep);
});

let seq = 0;
const nueva = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return { manualId, estandarId, codigo: `EV-${seq}`, descripcion: 'Registro de temperaturas', esencial: false, ...over };
};
const create = async (over: Record<string, unknown> = {}) =>
  createdId(await t.send('POST', '/api/evidencias', t.admin, nueva(over)));

describe('access', () => {
  it('anonymous 401; without permission 403; readers may not write', async () => {
    const id = await create();
    const problems = await expectDenied(t, [
      ['GET', '/api/evidencias', 'lector'],
      ['GET', `/api/evidencias/${id}`, 'lector'],
      ['POST', '/api/evidencias', 'escritor'],
      ['POST', '/api/evidencias/ordenar', 'escritor'],
      ['PUT', `/api/evidencias/${id}`, 'escritor'],
      ['DELETE', `/api/evidencias/${id}`, 'escritor'],
      ['POST', `/api/evidencias/${id}/ejemplos/reasignar`, 'escritor'],
      ['POST', `/api/evidencias/${id}/pruebas/reasignar`, 'escritor'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('POST /evidencias and GET /evidencias/{id}', () => {
  it('creates an evidence and reads it in the spec shape', async () => {
    const res = await t.send(
      'POST',
      '/api/evidencias',
      t.admin,
      nueva({ codigo: 'EV-A', observaciones: 'Obs', minimo: 2, esencial: true }),
    );
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Evidencia creada correctamente');
    const record = await json(await t.send('GET', `/api/evidencias/${Id}`, t.admin));
    expect(record).toMatchObject({
      Id,
      Codigo: 'EV-A',
      Descripcion: 'Registro de temperaturas',
      Minimo: 2,
      Esencial: true,
      Observaciones: 'Obs',
      Pruebas: [],
      Ejemplos: [],
      Estandar: { Id: estandarId, Codigo: 'E1' },
      ManualId: manualId,
      NumeroPruebas: 0,
      Auditoria: { Alta: { Nombre: 'Alberto Agencia Ruiz' }, Modificacion: null },
    });
    expect(
      (await json(await t.send('GET', `/api/estandares/${estandarId}`, t.admin))).Evidencias.map((e: Json) => e.Id),
    ).toContain(Id);
  });

  it('refuses bad input with Spanish messages', async () => {
    const res = await t.send('POST', '/api/evidencias', t.admin, { minimo: -1, esencial: 'no', extra: true });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toMatchObject({
      manualId: ['Este campo es obligatorio'],
      estandarId: ['Este campo es obligatorio'],
      codigo: ['Este campo es obligatorio'],
      descripcion: ['Este campo es obligatorio'],
      minimo: ['No es un número entero positivo'],
      extra: ['Campo no permitido'],
    });
  });

  it('the standard must exist and belong to the manual (422)', async () => {
    const otro = await t.manual();
    const ajeno = await t.estandarRow(otro, await t.bloque(otro));
    const r1 = await t.send('POST', '/api/evidencias', t.admin, nueva({ estandarId: ajeno }));
    expect(r1.status).toBe(422);
    expect((await json(r1)).errors).toEqual({ estandarId: ['El estándar no pertenece al manual indicado'] });
    const r2 = await t.send('POST', '/api/evidencias', t.admin, nueva({ estandarId: 99999 }));
    expect((await json(r2)).errors).toEqual({ estandarId: ['El estándar no existe'] });
  });

  it('a code is unique within its standard (409) but may repeat in another standard', async () => {
    await create({ codigo: 'REP' });
    const res = await t.send('POST', '/api/evidencias', t.admin, nueva({ codigo: 'rep' }));
    expect(res.status).toBe(409);
    expect((await json(res)).errors).toEqual({ codigo: ['Ya existe una evidencia con ese código en el estándar'] });
    const otroEstandar = await t.estandarRow(manualId, await t.bloque(manualId));
    expect(await create({ estandarId: otroEstandar, codigo: 'REP' })).toBeGreaterThan(0);
  });

  it('refuses a published manual (409) and unknown ids (404/400)', async () => {
    const ep = (await json(await t.send('GET', `/api/evidencias/${evidenciaPublicada}`, t.admin))).Estandar.Id;
    expect((await t.send('POST', '/api/evidencias', t.admin, nueva({ manualId: publicado, estandarId: ep }))).status).toBe(409);
    expect((await t.send('GET', '/api/evidencias/99999', t.admin)).status).toBe(404);
    expect((await t.send('GET', '/api/evidencias/cero', t.admin)).status).toBe(400);
  });
});

describe('GET /evidencias', () => {
  it('filters by manual, standard, essential and text; projects campos; orders', async () => {
    const m = await t.manual();
    const s1 = await t.estandarRow(m, await t.bloque(m));
    const s2 = await t.estandarRow(m, await t.bloque(m));
    const a = await create({ manualId: m, estandarId: s1, codigo: 'A', descripcion: 'Cartel', esencial: true });
    const b = await create({ manualId: m, estandarId: s2, codigo: 'B', descripcion: 'Sombrilla' });
    const ids = async (q: string) =>
      (await json(await t.send('GET', `/api/evidencias?manualId=${m}&${q}`, t.admin))).Registros.map((r: Json) => r.Id);
    expect((await ids('')).sort()).toEqual([a, b].sort());
    expect(await ids(`estandarId=${s2}`)).toEqual([b]);
    expect(await ids('esencial=true')).toEqual([a]);
    expect(await ids('texto=sombrílla')).toEqual([b]);
    expect(await ids('orden=-Codigo')).toEqual([b, a]);
    const slim = await json(await t.send('GET', `/api/evidencias?manualId=${m}&campos=Id,Estandar&orden=Codigo`, t.admin));
    expect(Object.keys(slim.Registros[0]).sort()).toEqual(['Estandar', 'Id']);
    expect((await t.send('GET', '/api/evidencias?campos=Password', t.admin)).status).toBe(400);
    expect((await t.send('GET', '/api/evidencias?estandarId=x', t.admin)).status).toBe(400);
  });
});

describe('PUT /evidencias/{id}', () => {
  it('changes the fields and may move the evidence to another standard of the manual', async () => {
    const id = await create({ observaciones: 'antes' });
    const otro = await t.estandarRow(manualId, await t.bloque(manualId));
    const res = await t.send('PUT', `/api/evidencias/${id}`, t.admin, {
      estandarId: otro,
      codigo: 'MOVIDA',
      descripcion: 'Nueva',
      esencial: true,
      minimo: 1,
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ message: 'La operación se ha realizado correctamente', Codigo: 'MOVIDA', Observaciones: null });
    expect(body.Estandar.Id).toBe(otro);
  });

  it('refuses other manuals, bad input, unknown ids and published manuals', async () => {
    const id = await create();
    const put = (path: string, b: Record<string, unknown>) =>
      t.send('PUT', path, t.admin, { estandarId, codigo: 'Z', descripcion: 'd', esencial: true, ...b });
    expect((await put(`/api/evidencias/${id}`, { manualId: publicado })).status).toBe(422);
    expect((await put(`/api/evidencias/${id}`, { codigo: '' })).status).toBe(422);
    expect((await put('/api/evidencias/99999', {})).status).toBe(404);
    const ep = (await json(await t.send('GET', `/api/evidencias/${evidenciaPublicada}`, t.admin))).Estandar.Id;
    expect((await put(`/api/evidencias/${evidenciaPublicada}`, { estandarId: ep })).status).toBe(409);
  });
});

describe('DELETE /evidencias/{id}', () => {
  it('deletes; 404 afterwards; 409 in a published manual', async () => {
    const id = await create();
    expect((await t.send('DELETE', `/api/evidencias/${id}`, t.admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/evidencias/${id}`, t.admin)).status).toBe(404);
    expect((await t.send('DELETE', `/api/evidencias/${evidenciaPublicada}`, t.admin)).status).toBe(409);
  });
});

describe('POST /evidencias/ordenar', () => {
  it('numbers the evidences of one standard; refuses mixed standards and published manuals', async () => {
    const s = await t.estandarRow(manualId, await t.bloque(manualId));
    const [a, b] = [await create({ estandarId: s }), await create({ estandarId: s })];
    expect((await t.send('POST', '/api/evidencias/ordenar', t.admin, { ids: [b, a] })).status).toBe(200);
    const list = await json(await t.send('GET', `/api/evidencias?estandarId=${s}&campos=Id,Orden`, t.admin));
    expect(list.Registros).toEqual([
      { Id: b, Orden: 1 },
      { Id: a, Orden: 2 },
    ]);
    const other = await create();
    expect((await t.send('POST', '/api/evidencias/ordenar', t.admin, { ids: [a, other] })).status).toBe(422);
    expect((await t.send('POST', '/api/evidencias/ordenar', t.admin, { ids: [evidenciaPublicada] })).status).toBe(409);
  });
});

describe('reasignar', () => {
  it('pruebas: tests of the same manual, kept in the given order; others refused; frozen once published', async () => {
    const id = await create();
    const [p1, p2] = [await t.prueba(manualId, 'Cuestionario'), await t.prueba(manualId, 'Fotografía')];
    const ajena = await t.prueba(await t.manual());
    const res = await t.send('POST', `/api/evidencias/${id}/pruebas/reasignar`, t.admin, { pruebas: [p2, p1] });
    expect(res.status).toBe(200);
    expect((await json(res)).Pruebas).toEqual([
      { Id: p2, Descripcion: 'Fotografía', Activo: true, Orden: 1 },
      { Id: p1, Descripcion: 'Cuestionario', Activo: true, Orden: 2 },
    ]);
    const bad = await t.send('POST', `/api/evidencias/${id}/pruebas/reasignar`, t.admin, { pruebas: [p1, ajena] });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.pruebas[0]).toMatch(String(ajena));
    expect(await t.db.select().from(evidenciaPruebas).where(eq(evidenciaPruebas.evidenciaId, id))).toHaveLength(2);
    expect((await t.send('POST', `/api/evidencias/${id}/pruebas/reasignar`, t.admin, { pruebas: [0] })).status).toBe(422);
    expect(
      (await t.send('POST', `/api/evidencias/${evidenciaPublicada}/pruebas/reasignar`, t.admin, { pruebas: [] })).status,
    ).toBe(409);
    expect((await t.send('POST', '/api/evidencias/99999/pruebas/reasignar', t.admin, { pruebas: [] })).status).toBe(404);
  });

  it('ejemplos: replaces the set, refuses unknown ids, allowed once published', async () => {
    const id = await create();
    const e = await t.ejemploRow('Guía');
    const res = await t.send('POST', `/api/evidencias/${id}/ejemplos/reasignar`, t.admin, { ejemplos: [e] });
    expect(res.status).toBe(200);
    expect((await json(res)).Ejemplos).toEqual([{ Id: e, Titulo: 'Guía' }]);
    expect((await t.send('POST', `/api/evidencias/${id}/ejemplos/reasignar`, t.admin, { ejemplos: [99999] })).status).toBe(422);
    expect(
      (await t.send('POST', `/api/evidencias/${evidenciaPublicada}/ejemplos/reasignar`, t.admin, { ejemplos: [e] })).status,
    ).toBe(200);
  });
});
