import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros } from '../../src/db/schema/solicitudes.ts';
import { json } from './helpers.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

// The large lists' machinery (ADR 0018): counters kept by triggers, the trigram search tables,
// the sort keys copied onto rows and campos pushed down must answer what the plain queries did.

type T = Awaited<ReturnType<typeof createUsuariosTestApp>>;
let t: T;
let gestor: Record<string, string>;
beforeAll(async () => {
  t = await createUsuariosTestApp();
  gestor = await t.as('gestor');
});

const list = async (query: string) => {
  const res = await t.send('GET', `/api/centros?${query}`, gestor);
  expect(res.status, query).toBe(200);
  return json(res);
};
/** The same count made the plain way, by counting the table. */
const contado = async (provinciaId?: number) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(centros)
    .where(
      provinciaId === undefined
        ? eq(centros.instanciaId, 'soludable')
        : sql`${centros.instanciaId} = 'soludable' and ${centros.provinciaId} = ${provinciaId}`,
    );
  return row?.n ?? 0;
};
const crear = async (over: Record<string, unknown>) => {
  const res = await t.send('POST', '/api/centros', gestor, {
    nombre: 'Centro Río Ebro',
    codigoPostal: '28001',
    provinciaId: 28,
    municipioId: 28079,
    ...over,
  });
  expect(res.status).toBe(201);
  return (await json(res)).Id as number;
};

describe('counts from the counters', () => {
  it('stay exact after creating, moving and deleting centres, in total and per province', async () => {
    const antes = {
      total: (await list('registrosPorPagina=1')).NumeroRegistros,
      madrid: (await list('provinciaId=28')).NumeroRegistros,
    };
    expect(antes.total).toBe(await contado());
    const a = await crear({ nombre: 'Contado Uno' });
    const b = await crear({ nombre: 'Contado Dos' });
    expect((await list('registrosPorPagina=1')).NumeroRegistros).toBe(antes.total + 2);
    expect((await list('provinciaId=28')).NumeroRegistros).toBe(antes.madrid + 2);
    // Moved to Álava: one less in Madrid, one more there.
    const alava = (await list('provinciaId=1')).NumeroRegistros;
    const mover = await t.send('PUT', `/api/centros/${a}`, gestor, {
      nombre: 'Contado Uno',
      codigoPostal: '01001',
      provinciaId: 1,
      municipioId: 1059,
    });
    expect(mover.status).toBe(200);
    expect((await list('provinciaId=28')).NumeroRegistros).toBe(antes.madrid + 1);
    expect((await list('provinciaId=1')).NumeroRegistros).toBe(alava + 1);
    expect((await t.send('DELETE', `/api/centros/${b}`, gestor)).status).toBe(204);
    expect((await list('registrosPorPagina=1')).NumeroRegistros).toBe(antes.total + 1);
    expect((await list('registrosPorPagina=1')).NumeroRegistros).toBe(await contado());
    expect((await list('provinciaId=28')).NumeroRegistros).toBe(await contado(28));
    expect((await list('provinciaId=1')).NumeroRegistros).toBe(await contado(1));
  });
});

describe('search, sort keys and campos', () => {
  it('finds words anywhere, accent- and case-free, short words too, and follows renames', async () => {
    const id = await crear({ nombre: 'Escuela Ávila Norte', cif: 'B12345674' });
    const ids = async (q: string) =>
      (await list(`campos=Id&texto=${encodeURIComponent(q)}`)).Registros.map((r: { Id: number }) => r.Id);
    expect(await ids('avila NORTE')).toContain(id);
    expect(await ids('scuel vil')).toContain(id);
    expect(await ids('b1234567')).toContain(id);
    expect(await ids('la no')).toContain(id);
    expect(await ids('avila sur')).not.toContain(id);
    const renombrar = await t.send('PUT', `/api/centros/${id}`, gestor, {
      nombre: 'Escuela Cádiz Sur',
      cif: 'B12345674',
      codigoPostal: '28001',
      provinciaId: 28,
      municipioId: 28079,
    });
    expect(renombrar.status).toBe(200);
    expect(await ids('avila norte')).not.toContain(id);
    expect(await ids('cadiz sur')).toContain(id);
  });

  it('campos returns the same values as the whole record, and the sort by province follows its name', async () => {
    const todo = await list('registrosPorPagina=50&orden=Provincia');
    const algunos = await list('registrosPorPagina=50&orden=Provincia&campos=Id,Nombre,Provincia,Municipio');
    expect(algunos.NumeroRegistros).toBe(todo.NumeroRegistros);
    expect(algunos.Registros).toEqual(
      todo.Registros.map((r: Record<string, unknown>) => ({
        Id: r.Id,
        Nombre: r.Nombre,
        Provincia: r.Provincia,
        Municipio: r.Municipio,
      })),
    );
    const nombres = todo.Registros.map((r: { Provincia: { Nombre: string } | null }) => r.Provincia?.Nombre ?? '');
    const plegar = (s: string) =>
      s
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    expect(nombres.map(plegar)).toEqual([...nombres.map(plegar)].sort());
  });
});
