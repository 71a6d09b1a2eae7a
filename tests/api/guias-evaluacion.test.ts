import { beforeAll, describe, expect, it } from 'vitest';
import { guiasEvaluacion } from '../../src/db/schema/index.ts';
import { type CatalogoTestApp, createCatalogoTestApp, expectDenied, type Json, json } from './estandares-helpers.ts';
import { createdId } from './helpers.ts';

let t: CatalogoTestApp;
let manualId: number;
let estandarId: number;
let estandarPublicado: number;
let guiaPublicada: number;
beforeAll(async () => {
  t = await createCatalogoTestApp();
  manualId = await t.manual();
  estandarId = await t.estandarRow(manualId, await t.bloque(manualId));
  const pub = await t.manual('obsoleto');
  estandarPublicado = await t.estandarRow(pub, await t.bloque(pub));
  const [row] = await t.db
    .insert(guiasEvaluacion)
    .values({ instanciaId: 'soludable', manualId: pub, estandarId: estandarPublicado, descripcion: 'Fija', altaFecha: 'x' })
    .returning({ id: guiasEvaluacion.id });
  guiaPublicada = (row as { id: number }).id;
});

const create = async (over: Record<string, unknown> = {}) =>
  createdId(await t.send('POST', '/api/guiasEvaluacion', t.admin, { estandarId, descripcion: '¿Hay sombra?', ...over }));

describe('access', () => {
  it('anonymous 401; without permission 403; readers may not write', async () => {
    const id = await create();
    const problems = await expectDenied(t, [
      ['GET', '/api/guiasEvaluacion', 'lector'],
      ['GET', `/api/guiasEvaluacion/${id}`, 'lector'],
      ['POST', '/api/guiasEvaluacion', 'escritor'],
      ['POST', '/api/guiasEvaluacion/ordenar', 'escritor'],
      ['PUT', `/api/guiasEvaluacion/${id}`, 'escritor'],
      ['DELETE', `/api/guiasEvaluacion/${id}`, 'escritor'],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('guiasEvaluacion', () => {
  it('creates guides in order, lists them by standard or manual and reads one', async () => {
    const s = await t.estandarRow(manualId, await t.bloque(manualId));
    const a = await create({ estandarId: s, generaAreaMejora: true });
    const b = await create({ estandarId: s, descripcion: 'Segunda', generaFortaleza: true });
    const list = await json(await t.send('GET', `/api/guiasEvaluacion?estandarId=${s}`, t.admin));
    expect(list.Registros.map((r: Json) => [r.Id, r.Orden, r.GeneraAreaMejora, r.GeneraFortaleza])).toEqual([
      [a, 1, true, false],
      [b, 2, false, true],
    ]);
    const byManual = await json(await t.send('GET', `/api/guiasEvaluacion?manualId=${manualId}&campos=Id`, t.admin));
    expect(byManual.Registros.map((r: Json) => r.Id)).toEqual(expect.arrayContaining([a, b]));
    expect(await json(await t.send('GET', `/api/guiasEvaluacion/${a}`, t.admin))).toMatchObject({
      Id: a,
      EstandarId: s,
      ManualId: manualId,
      Descripcion: '¿Hay sombra?',
      Auditoria: { Alta: { Nombre: 'Alberto Agencia Ruiz' } },
    });
    expect((await t.send('GET', '/api/guiasEvaluacion/99999', t.admin)).status).toBe(404);
    expect((await t.send('GET', '/api/guiasEvaluacion?estandarId=x', t.admin)).status).toBe(400);
  });

  it('refuses bad input and unknown standards (422); published manuals (409)', async () => {
    const bad = await t.send('POST', '/api/guiasEvaluacion', t.admin, { generaFortaleza: 'si', orden: 'x' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toMatchObject({
      estandarId: ['Este campo es obligatorio'],
      descripcion: ['Este campo es obligatorio'],
      orden: ['Solo números enteros positivos'],
    });
    const noStd = await t.send('POST', '/api/guiasEvaluacion', t.admin, { estandarId: 99999, descripcion: 'x' });
    expect(noStd.status).toBe(422);
    expect((await json(noStd)).errors).toEqual({ estandarId: ['El estándar no existe'] });
    expect(
      (await t.send('POST', '/api/guiasEvaluacion', t.admin, { estandarId: estandarPublicado, descripcion: 'x' })).status,
    ).toBe(409);
  });

  it('PUT changes text, flags and order; 409 once published; 404 unknown; 422 bad', async () => {
    const id = await create({ generaAreaMejora: true });
    const res = await t.send('PUT', `/api/guiasEvaluacion/${id}`, t.admin, {
      descripcion: 'Cambiada',
      generaFortaleza: true,
      orden: 5,
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Descripcion: 'Cambiada', GeneraAreaMejora: false, GeneraFortaleza: true, Orden: 5 });
    expect((await t.send('PUT', `/api/guiasEvaluacion/${id}`, t.admin, { descripcion: '' })).status).toBe(422);
    expect((await t.send('PUT', `/api/guiasEvaluacion/${id}`, t.admin, { descripcion: 'x', estandarId: 1 })).status).toBe(422);
    expect((await t.send('PUT', '/api/guiasEvaluacion/99999', t.admin, { descripcion: 'x' })).status).toBe(404);
    expect((await t.send('PUT', `/api/guiasEvaluacion/${guiaPublicada}`, t.admin, { descripcion: 'x' })).status).toBe(409);
  });

  it('DELETE removes; 404 afterwards; 409 once published', async () => {
    const id = await create();
    expect((await t.send('DELETE', `/api/guiasEvaluacion/${id}`, t.admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/guiasEvaluacion/${id}`, t.admin)).status).toBe(404);
    expect((await t.send('DELETE', `/api/guiasEvaluacion/${guiaPublicada}`, t.admin)).status).toBe(409);
  });

  it('ordenar numbers the guides of one standard; refuses mixed standards and published manuals', async () => {
    const s = await t.estandarRow(manualId, await t.bloque(manualId));
    const [a, b] = [await create({ estandarId: s }), await create({ estandarId: s })];
    expect((await t.send('POST', '/api/guiasEvaluacion/ordenar', t.admin, { ids: [b, a] })).status).toBe(200);
    const list = await json(await t.send('GET', `/api/guiasEvaluacion?estandarId=${s}&campos=Id,Orden`, t.admin));
    expect(list.Registros).toEqual([
      { Id: b, Orden: 1 },
      { Id: a, Orden: 2 },
    ]);
    expect((await t.send('POST', '/api/guiasEvaluacion/ordenar', t.admin, { ids: [a, await create()] })).status).toBe(422);
    expect((await t.send('POST', '/api/guiasEvaluacion/ordenar', t.admin, { ids: [guiaPublicada] })).status).toBe(409);
  });
});
