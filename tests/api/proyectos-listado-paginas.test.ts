import { beforeAll, describe, expect, it } from 'vitest';
import { createProyectosTestApp } from '../fixtures/proyectos.ts';
import { json } from './helpers.ts';

// The projects list reads a page's ids from the projects table alone, then their joins (ADR
// 0018): every order and filter must page through the same rows, in the same order,
// with the same records, as one page holding them all.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let tutor: Record<string, string>;
beforeAll(async () => {
  t = await createProyectosTestApp();
  tutor = await t.as('tutor');
});

const list = async (query: string) => {
  const res = await t.send('GET', `/api/proyectos?${query}`, tutor);
  expect(res.status, query).toBe(200);
  return json(res);
};

describe('GET /proyectos, page by page', () => {
  const CASOS = [
    '',
    'orden=-Centro',
    'orden=Fase',
    'orden=-Estado',
    'orden=Id',
    'estadoClave=CURSO&orden=-Centro',
    'faseClave=AUT-INI&estadoClave=CURSO&orden=Centro',
    'demo=true&orden=-Codigo',
  ];
  for (const caso of CASOS) {
    it(`pages of 3 are the whole list cut in threes (${caso || 'no filter'})`, async () => {
      const todo = await list(`${caso}&registrosPorPagina=100`);
      expect(todo.Registros.length).toBe(todo.NumeroRegistros);
      const paginas = [];
      for (let p = 1; p <= Math.ceil(todo.NumeroRegistros / 3); p++) {
        const pagina = await list(`${caso}&registrosPorPagina=3&pagina=${p}`);
        expect(pagina.NumeroRegistros).toBe(todo.NumeroRegistros);
        paginas.push(...pagina.Registros);
      }
      expect(paginas).toEqual(todo.Registros);
    });
  }

  it('has rows in the filtered cases (the comparison above is not empty)', async () => {
    expect((await list('orden=-Centro')).NumeroRegistros).toBeGreaterThan(5);
    expect((await list('estadoClave=CURSO&orden=-Centro')).NumeroRegistros).toBeGreaterThan(3);
  });
});
