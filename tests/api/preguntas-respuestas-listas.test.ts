import { beforeAll, describe, expect, it } from 'vitest';
import { createdId } from './helpers.ts';
import { createPruebasTestApp, type Json, json } from './pruebas-helpers.ts';

// The lists of questions and answers: the records of their single reads, a filter by parent,
// paging, campos and orden like every list, and the catalogue's read permission.

type T = Awaited<ReturnType<typeof createPruebasTestApp>>;
let t: T;
let admin: Record<string, string>;
let tutor: Record<string, string>;
let f1: number;
let p1: number;
let p2: number;
let r1: number;
let r2: number;
beforeAll(async () => {
  t = await createPruebasTestApp();
  admin = await t.as('admin');
  tutor = await t.as('tutor'); // MANUALES at level L
  const post = async (path: string, body: Record<string, unknown>) => createdId(await t.send('POST', path, admin, body));
  f1 = await post('/api/formularios', { titulo: 'Uno' });
  const f2 = await post('/api/formularios', { titulo: 'Dos' });
  p2 = await post('/api/preguntas', { formularioId: f1, enunciado: 'Segunda', tipoClave: 'UNICA', orden: 2 });
  p1 = await post('/api/preguntas', { formularioId: f1, enunciado: 'Primera', tipoClave: 'TEXTO', orden: 1 });
  await post('/api/preguntas', { formularioId: f2, enunciado: 'De otro', tipoClave: 'TEXTO' });
  r2 = await post('/api/respuestas', { preguntaId: p2, enunciado: 'No', correcta: false, orden: 2 });
  r1 = await post('/api/respuestas', { preguntaId: p2, enunciado: 'Sí', correcta: true, orden: 1 });
});

const get = async (path: string, who = tutor) => {
  const res = await t.send('GET', path, who);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return json(res);
};

describe('GET /preguntas', () => {
  it('a form’s questions in its order, each as GET /preguntas/{id} answers it', async () => {
    const lista = await get(`/api/preguntas?formularioId=${f1}`);
    expect(lista).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 2, Pagina: 1 });
    expect(lista.Registros.map((p: Json) => p.Id)).toEqual([p1, p2]);
    expect(lista.Registros[1]).toEqual(await get(`/api/preguntas/${p2}`));
    expect(lista.Registros[1].Respuestas.map((r: Json) => r.Id)).toEqual([r1, r2]);
  });

  it('pages, counts (campos=Id&registrosPorPagina=1), orders and refuses unknown fields', async () => {
    const pagina = await get(`/api/preguntas?formularioId=${f1}&registrosPorPagina=1&pagina=2`);
    expect(pagina).toMatchObject({ NumeroRegistros: 2, RegistrosMostrados: 1, Registros: [{ Id: p2 }] });
    const cuenta = await get('/api/preguntas?campos=Id&registrosPorPagina=1');
    expect(cuenta.NumeroRegistros).toBe(3);
    expect(cuenta.Registros).toEqual([{ Id: expect.any(Number) }]);
    const desc = await get(`/api/preguntas?formularioId=${f1}&orden=-Enunciado&campos=Enunciado`);
    expect(desc.Registros).toEqual([{ Enunciado: 'Segunda' }, { Enunciado: 'Primera' }]);
    expect((await get('/api/preguntas?formularioId=999999')).NumeroRegistros).toBe(0);
    expect((await t.send('GET', '/api/preguntas?campos=Nope', tutor)).status).toBe(400);
    expect((await t.send('GET', '/api/preguntas?formularioId=0', tutor)).status).toBe(400);
  });

  it('401 without a session', async () => {
    expect((await t.app.request('/api/preguntas')).status).toBe(401);
  });
});

describe('GET /respuestas', () => {
  it('a question’s answers in its order, each as GET /respuestas/{id} answers it; paging and the count read', async () => {
    const lista = await get(`/api/respuestas?preguntaId=${p2}`);
    expect(lista.NumeroRegistros).toBe(2);
    expect(lista.Registros).toEqual([await get(`/api/respuestas/${r1}`), await get(`/api/respuestas/${r2}`)]);
    const cuenta = await get(`/api/respuestas?preguntaId=${p2}&campos=Id&registrosPorPagina=1`);
    expect(cuenta).toMatchObject({ NumeroRegistros: 2, Registros: [{ Id: r1 }] });
    expect((await get(`/api/respuestas?preguntaId=${p1}`)).NumeroRegistros).toBe(0);
    expect((await t.send('GET', '/api/respuestas?orden=Nope', tutor)).status).toBe(400);
    expect((await t.app.request('/api/respuestas')).status).toBe(401);
  });
});
