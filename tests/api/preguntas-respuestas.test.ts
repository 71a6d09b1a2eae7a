import { beforeAll, describe, expect, it } from 'vitest';
import { createdId } from './helpers.ts';
import { createPruebasTestApp, type Json, json } from './pruebas-helpers.ts';

type T = Awaited<ReturnType<typeof createPruebasTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;
beforeAll(async () => {
  t = await createPruebasTestApp();
  admin = await t.as('admin');
  tutor = await t.as('tutor'); // MANUALES at level L
});

const created = createdId;
const formulario = async () => created(await t.send('POST', '/api/formularios', admin, { titulo: 'F' }));
const pregunta = async (formularioId: number, over: Record<string, unknown> = {}) =>
  created(await t.send('POST', '/api/preguntas', admin, { formularioId, enunciado: '¿Pregunta?', tipoClave: 'UNICA', ...over }));
const respuesta = async (preguntaId: number, over: Record<string, unknown> = {}) =>
  created(await t.send('POST', '/api/respuestas', admin, { preguntaId, enunciado: 'Sí', correcta: true, ...over }));
const leer = async (formularioId: number) => json(await t.send('GET', `/api/formularios/${formularioId}`, admin));

async function congelar(formularioId: number) {
  const { manualId } = await t.nuevoManual(`Q${formularioId}`, 1);
  await created(await t.send('POST', '/api/pruebas', admin, { descripcion: 'Prueba', manualId, formularioId }));
  await t.publicar(manualId);
}

describe('access', () => {
  it('anonymous 401 and readers 403 on every question and answer call', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    const r = await respuesta(p);
    for (const [method, path] of [
      ['POST', '/api/preguntas'],
      ['PUT', `/api/preguntas/${p}`],
      ['DELETE', `/api/preguntas/${p}`],
      ['POST', `/api/preguntas/${p}/respuestas/ordenar`],
      ['POST', '/api/respuestas'],
      ['PUT', `/api/respuestas/${r}`],
      ['DELETE', `/api/respuestas/${r}`],
    ] as const) {
      const b = method === 'DELETE' ? undefined : {};
      expect((await t.send(method, path, {}, b)).status, `${method} ${path}`).toBe(401);
      expect((await t.send(method, path, tutor, b)).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('POST /preguntas', () => {
  it('creates questions at the end of the form unless an order is given', async () => {
    const f = await formulario();
    const a = await pregunta(f, { tipoClave: 'TEXTO', esencial: true, minimo: '2', maximo: 10, aclaraciones: 'A' });
    const b = await pregunta(f);
    const c = await pregunta(f, { orden: 0 });
    const body = await leer(f);
    expect(body.Preguntas.map((p: Json) => [p.Id, p.Orden])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(body.Preguntas[1]).toMatchObject({
      Esencial: true,
      Minimo: 2,
      Maximo: 10,
      Aclaraciones: 'A',
      Tipo: { Clave: 'TEXTO' },
    });
    expect(body.Auditoria.Modificacion).not.toBeNull();
  });

  it('checks the question fields with the spec wording', async () => {
    const f = await formulario();
    const res = await t.send('POST', '/api/preguntas', admin, {
      formularioId: f,
      enunciado: '',
      minimo: -1,
      maximo: 1.5,
      orden: 'primero',
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.enunciado).toEqual(['Este campo es obligatorio']);
    expect(errors.tipoClave).toEqual(['Este campo es obligatorio']);
    expect(errors.minimo).toEqual(['No es un número entero positivo']);
    expect(errors.maximo).toEqual(['No es un número entero positivo']);
    expect(errors.orden).toEqual(['No es un número entero positivo']);
    const range = await t.send('POST', '/api/preguntas', admin, {
      formularioId: f,
      enunciado: 'x',
      tipoClave: 'TEXTO',
      minimo: 5,
      maximo: 2,
    });
    expect((await json(range)).errors.maximo).toEqual(['El mínimo no puede ser mayor que el máximo']);
    const tipo = await t.send('POST', '/api/preguntas', admin, { formularioId: f, enunciado: 'x', tipoClave: 'NADA' });
    expect((await json(tipo)).errors.tipoClave).toEqual(['El tipo de pregunta no existe']);
    const form = await t.send('POST', '/api/preguntas', admin, { formularioId: 999999, enunciado: 'x', tipoClave: 'TEXTO' });
    expect(form.status).toBe(422);
    expect((await json(form)).errors.formularioId).toEqual(['El formulario no existe']);
  });

  it('is refused (409) on a frozen form', async () => {
    const f = await formulario();
    await congelar(f);
    expect((await t.send('POST', '/api/preguntas', admin, { formularioId: f, enunciado: 'x', tipoClave: 'TEXTO' })).status).toBe(
      409,
    );
  });
});

describe('PUT and DELETE /preguntas/{id}', () => {
  it('updates all fields, keeps the order when none is sent, and deletes with its answers', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    await respuesta(p);
    const res = await t.send('PUT', `/api/preguntas/${p}`, admin, {
      enunciado: 'Nuevo',
      tipoClave: 'MULTIPLE',
      minimo: 1,
      maximo: 2,
    });
    expect(res.status).toBe(200);
    const q = (await leer(f)).Preguntas[0];
    expect(q).toMatchObject({ Enunciado: 'Nuevo', Tipo: { Clave: 'MULTIPLE' }, Orden: 1, Minimo: 1, Maximo: 2, Esencial: false });
    expect(q.Respuestas).toHaveLength(1);
    expect((await t.send('DELETE', `/api/preguntas/${p}`, admin)).status).toBe(204);
    expect((await leer(f)).Preguntas).toEqual([]);
    expect((await t.send('DELETE', `/api/preguntas/${p}`, admin)).status).toBe(404);
    expect((await t.send('PUT', `/api/preguntas/${p}`, admin, { enunciado: 'x', tipoClave: 'TEXTO' })).status).toBe(404);
  });

  it('refuses a type without answers while the question has some, and bad input', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    await respuesta(p);
    const res = await t.send('PUT', `/api/preguntas/${p}`, admin, { enunciado: 'x', tipoClave: 'TEXTO' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.tipoClave[0]).toMatch(/tiene respuestas/);
    expect(
      (await t.send('PUT', `/api/preguntas/${p}`, admin, { enunciado: 'x', tipoClave: 'UNICA', formularioId: 1 })).status,
    ).toBe(422);
  });

  it('is refused (409) on a frozen form', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    await congelar(f);
    expect((await t.send('PUT', `/api/preguntas/${p}`, admin, { enunciado: 'x', tipoClave: 'UNICA' })).status).toBe(409);
    expect((await t.send('DELETE', `/api/preguntas/${p}`, admin)).status).toBe(409);
  });
});

describe('POST /respuestas', () => {
  it('creates answers (reply Id) in order, only for types with answers', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    const res = await t.send('POST', '/api/respuestas', admin, {
      preguntaId: p,
      enunciado: 'A',
      correcta: false,
      esencial: true,
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ Id: expect.any(Number), message: expect.any(String) });
    await respuesta(p, { enunciado: 'B' });
    expect((await leer(f)).Preguntas[0].Respuestas.map((r: Json) => [r.Enunciado, r.Correcta, r.Esencial, r.Orden])).toEqual([
      ['A', false, true, 1],
      ['B', true, false, 2],
    ]);
    const texto = await pregunta(f, { tipoClave: 'TEXTO' });
    const refused = await t.send('POST', '/api/respuestas', admin, { preguntaId: texto, enunciado: 'A', correcta: true });
    expect(refused.status).toBe(422);
    expect((await json(refused)).message).toBe('Este tipo de pregunta no admite respuestas');
  });

  it('requires correcta as a boolean and a known question', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    const res = await t.send('POST', '/api/respuestas', admin, { preguntaId: p, enunciado: 'A', correcta: 'sí', orden: -2 });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.correcta).toEqual(['Este campo es obligatorio']);
    expect(errors.orden).toEqual(['No es un número entero positivo']);
    const missing = await t.send('POST', '/api/respuestas', admin, { preguntaId: 999999, enunciado: 'A', correcta: true });
    expect(missing.status).toBe(422);
    expect((await json(missing)).errors.preguntaId).toEqual(['No se ha encontrado la pregunta']);
  });

  it('is refused (409) on a frozen form', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    await congelar(f);
    expect((await t.send('POST', '/api/respuestas', admin, { preguntaId: p, enunciado: 'A', correcta: true })).status).toBe(409);
  });
});

describe('PUT and DELETE /respuestas/{id}, ordering', () => {
  it('updates, reorders and deletes answers', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    const a = await respuesta(p, { enunciado: 'A' });
    const b = await respuesta(p, { enunciado: 'B' });
    expect(
      (await t.send('PUT', `/api/respuestas/${a}`, admin, { enunciado: 'A2', correcta: false, esencial: true })).status,
    ).toBe(200);
    expect((await t.send('PUT', `/api/respuestas/${a}`, admin, { enunciado: 'A2' })).status).toBe(422);
    expect((await t.send('POST', `/api/preguntas/${p}/respuestas/ordenar`, admin, { ids: [b, a] })).status).toBe(200);
    expect((await leer(f)).Preguntas[0].Respuestas.map((r: Json) => [r.Enunciado, r.Orden, r.Correcta])).toEqual([
      ['B', 1, true],
      ['A2', 2, false],
    ]);
    expect((await t.send('POST', `/api/preguntas/${p}/respuestas/ordenar`, admin, { ids: [b] })).status).toBe(422);
    expect((await t.send('DELETE', `/api/respuestas/${a}`, admin)).status).toBe(204);
    expect((await t.send('DELETE', `/api/respuestas/${a}`, admin)).status).toBe(404);
    expect((await t.send('PUT', '/api/respuestas/999999', admin, { enunciado: 'x', correcta: true })).status).toBe(404);
  });

  it('is refused (409) on a frozen form', async () => {
    const f = await formulario();
    const p = await pregunta(f);
    const a = await respuesta(p);
    await congelar(f);
    expect((await t.send('PUT', `/api/respuestas/${a}`, admin, { enunciado: 'x', correcta: true })).status).toBe(409);
    expect((await t.send('DELETE', `/api/respuestas/${a}`, admin)).status).toBe(409);
    expect((await t.send('POST', `/api/preguntas/${p}/respuestas/ordenar`, admin, { ids: [a] })).status).toBe(409);
  });
});
