import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { centros } from '../../src/db/schema/solicitudes.ts';
import { type Busqueda, containsPattern, foldSql, indexedSearch, searchTerms } from '../../src/domain/shared/search.ts';
import { json } from './helpers.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

// The text search of the large lists (ADR 0018, 0026): words of one or two letters looked up as
// the trigrams they begin, and each regime of indexedSearch (read the matches and sort them,
// probe the set of matches, test each row), must find exactly the rows the plain search finds:
// every word anywhere in the folded text, tested row by row.

type T = Awaited<ReturnType<typeof createUsuariosTestApp>>;
let t: T;
let gestor: Record<string, string>;
let nuevos: number[] = [];

const crear = async (over: Record<string, unknown>) => {
  const res = await t.send('POST', '/api/centros', gestor, {
    codigoPostal: '28001',
    provinciaId: 28,
    municipioId: 28079,
    ...over,
  });
  expect(res.status).toBe(201);
  return (await json(res)).Id as number;
};

beforeAll(async () => {
  t = await createUsuariosTestApp();
  gestor = await t.as('gestor');
  nuevos = [
    // "01" only at the very end of the text (the postcode is its last column without an address).
    await crear({ nombre: 'Escuela Ñandú', cif: 'B12345674', codigoPostal: '28401' }),
    await crear({ nombre: 'Centro 112 Ávila', codigoPostal: '05001', direccion: 'Calle Mayor 7' }),
    await crear({ nombre: 'Centro 12', codigoPostal: '28012', direccion: 'Plaza X' }),
    await crear({ nombre: 'Colegio Güell', codigoPostal: '08012', direccion: 'Via "Q" 5%_' }),
  ];
});

/** The plain search: every word in the folded text of the row, tested row by row. */
const plain = async (texto: string) => {
  const text = foldSql(
    sql`${centros.nombre} || ' ' || coalesce(${centros.cif}, '') || ' ' || ${centros.codigoPostal} || ' ' || coalesce(${centros.direccion}, '')`,
  );
  const rows = await t.db
    .select({ id: centros.id })
    .from(centros)
    .where(
      and(
        eq(centros.instanciaId, 'soludable'),
        ...searchTerms(texto).map((w) => sql`${text} like ${containsPattern(w)} escape '\\'`),
      ),
    )
    .orderBy(asc(centros.id));
  return rows.map((r) => r.id);
};

const ids = async ({ conditions, selectiva, indice }: Busqueda) => {
  const instancia = selectiva ? sql`+${centros.instanciaId} = 'soludable'` : eq(centros.instanciaId, 'soludable');
  const from = t.db.select({ id: centros.id }).from(centros).$dynamic();
  const rows = await (indice ? from.innerJoin(indice, sql`${indice}.rowid = ${centros.id}`) : from)
    .where(and(instancia, ...conditions))
    .orderBy(asc(centros.id));
  return rows.map((r) => r.id);
};

const BUSQUEDAS = ['01', 'centro 12', '12', '1', 'ñandu', 'AVILA 1', 'b1234567 la', 'guell "q"', '5%_', 'zq', 'a e', 'x 7'];
// Each regime reached with the demo's few rows: read and sort, probe the set, test each row (the
// count joining the index, or testing the rows of an instance much smaller than the matches),
// and short words too common to look up (tested on each row).
const REGIMENES = {
  'read and sort': { selectiva: 1_000_000, conjunto: 1_000_000, corta: 1_000_000, proporcion: 10 },
  'probe the set': { selectiva: 0, conjunto: 1_000_000, corta: 1_000_000, proporcion: 10 },
  'test each row, count joined': { selectiva: 0, conjunto: 0, corta: 1_000_000, proporcion: 1_000_000 },
  'test each row, count too': { selectiva: 0, conjunto: 0, corta: 1_000_000, proporcion: 0 },
  'short words tested': { selectiva: 1_000_000, conjunto: 1_000_000, corta: 0, proporcion: 10 },
};

describe('indexed text search', () => {
  for (const [regimen, limites] of Object.entries(REGIMENES)) {
    it(`finds what the plain search finds (${regimen}), page and count alike`, async () => {
      for (const texto of BUSQUEDAS) {
        const esperado = await plain(texto);
        const b = await indexedSearch(t.db, centros.id, 'soludable', 'centros_busqueda', texto, limites);
        expect(await ids(b.pagina), `${texto} (página)`).toEqual(esperado);
        expect(await ids(b.recuento), `${texto} (recuento)`).toEqual(esperado);
      }
    });
  }

  it('covers the new rows (a short word at the end of the text, inside a number, accents)', async () => {
    expect(await plain('01')).toContain(nuevos[0]);
    expect(await plain('12')).toEqual(expect.arrayContaining([nuevos[1], nuevos[2], nuevos[3]]));
    expect(await plain('ñandu')).toEqual([nuevos[0]]);
  });

  it('answers the list with the plain search rows and their number, and follows edits', async () => {
    const list = async (texto: string) => {
      const res = await t.send(
        'GET',
        `/api/centros?campos=Id&registrosPorPagina=100&orden=Id&texto=${encodeURIComponent(texto)}`,
        gestor,
      );
      expect(res.status).toBe(200);
      const body = await json(res);
      return { ids: body.Registros.map((r: { Id: number }) => r.Id), total: body.NumeroRegistros };
    };
    for (const texto of BUSQUEDAS) {
      const esperado = await plain(texto);
      expect(await list(texto), texto).toEqual({ ids: esperado, total: esperado.length });
    }
    // A rename ends the text in other letters: the old short word no longer finds it, the new one does.
    const editar = await t.send('PUT', `/api/centros/${nuevos[0]}`, gestor, {
      nombre: 'Escuela Ñandú',
      cif: 'B12345674',
      codigoPostal: '28477',
      provinciaId: 28,
      municipioId: 28079,
    });
    expect(editar.status).toBe(200);
    expect((await list('01')).ids).not.toContain(nuevos[0]);
    expect((await list('77')).ids).toContain(nuevos[0]);
    expect((await list('77')).ids).toEqual(await plain('77'));
  });

  it('keeps a match set only while nothing indexed changed, whoever wrote (stamp `solicitudes`)', async () => {
    const search = async (texto: string) => {
      const b = await indexedSearch(t.db, centros.id, 'soludable', 'centros_busqueda', texto);
      return ids(b.pagina);
    };
    // Asked twice before the write: the second answer may come from the kept set.
    expect(await search('zarzamora')).toEqual([]);
    expect(await search('zarzamora')).toEqual([]);
    // Written in SQL, as another process or a person with a shell would: the triggers move the stamp.
    await t.db.run(sql`update centros set nombre = 'Colegio Zarzamora' where id = ${nuevos[3]}`);
    expect(await search('zarzamora')).toEqual([nuevos[3]]);
    expect(await search('zarzamora')).toEqual(await plain('zarzamora'));
  });
});
