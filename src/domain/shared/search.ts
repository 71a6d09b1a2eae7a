import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { recuentos } from '../../db/schema/recuentos.ts';
import type { Db } from '../../db/types.ts';
import { normalizeSearch } from '../listing.ts';
import { type Contador, contar } from './recuentos.ts';
import { type ClaveSello, loadSello, MemoPorSello } from './sellos.ts';

// Users have no stored accent-free column (unlike places): names change through several
// calls and the table is small, so the comparison folds accents in SQL instead. SQLite's
// lower() only knows ASCII, hence both cases. Only Spanish letters: each replace() nests one
// level deeper and SQLite's parser stack overflows at about 25 levels.
const FOLDS: Array<[string, string]> = [
  ['á', 'a'],
  ['é', 'e'],
  ['í', 'i'],
  ['ó', 'o'],
  ['ú', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['Á', 'a'],
  ['É', 'e'],
  ['Í', 'i'],
  ['Ó', 'o'],
  ['Ú', 'u'],
  ['Ü', 'u'],
  ['Ñ', 'n'],
];

/**
 * `expr` lower-cased without accents, as normalizeSearch does in JavaScript. The letters are
 * inlined, not bound: D1 allows only 100 bound parameters per statement.
 */
export function foldSql(expr: SQL): SQL {
  let folded = sql`lower(${expr})`;
  for (const [from, to] of FOLDS) folded = sql`replace(${folded}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return folded;
}

/** The words of a search, folded; every one must appear ("ana lópez" finds "Ana María López"). */
export function searchTerms(texto: string | undefined): string[] {
  if (!texto) return [];
  return normalizeSearch(texto).split(/\s+/).filter(Boolean).slice(0, 8);
}

/** A LIKE pattern that finds `term` anywhere, with its own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to how many index matches a search drives the page from them (sorting them) rather than walking the list's order. */
const SELECTIVA = 2_000;
/** Up to how many index matches the list walks its order probing the set of matches, rather than testing each row's text. */
const CONJUNTO = 20_000;
/**
 * A short word whose trigrams are in more rows than this (their `doc` counts summed) is tested on
 * each row's text instead (ADR 0026): an `OR` of large match lists costs more than the test.
 */
const MAX_CORTA = 20_000;

/** An FTS5 string: a word or trigram taken literally. */
const ftsString = (t: string) => `"${t.replaceAll('"', '""')}"`;

/**
 * The trigrams of `index` that begin with each short word (ADR 0026). Every indexed text ends in
 * two spaces (migration 0024), so each occurrence of a word of one or two letters begins some
 * trigram of its row: the word appears in a row exactly when one of those trigrams does.
 * Read from the index's vocabulary (`<list>_terminos` for `<list>_busqueda`: not a name beginning with the
 * index's, which would read as one of its shadow tables) by range, one statement for every word.
 */
async function trigramasDe(db: Db, index: string, short: string[]): Promise<Map<string, { terms: string[]; docs: number }>> {
  const out = new Map(short.map((w) => [w, { terms: [] as string[], docs: 0 }]));
  if (short.length === 0) return out;
  const vocab = sql.identifier(`${index.replace(/_busqueda$/, '')}_terminos`);
  // One range per word, joined by UNION ALL: the vocabulary table serves a single range per
  // scan (an OR of ranges returns the first range's terms only).
  const ranges = sql.join(
    short.map((w, i) => sql`select ${i} as w, term, doc from ${vocab} where term >= ${w} and term < ${`${w}\u{10FFFF}`}`),
    sql` union all `,
  );
  const rows = (await db.all(ranges)) as { w: number; term: string; doc: number }[];
  for (const { w, term, doc } of rows) {
    const entry = out.get(short[Number(w)] as string);
    if (!entry) continue;
    entry.terms.push(term);
    entry.docs += Number(doc);
  }
  return out;
}

/**
 * The stamp each search index follows: its rows are written only by triggers on tables whose
 * every write moves that stamp (requests, centres and projects all move `solicitudes`:
 * migration 0025). An index not listed here is always asked.
 */
const SELLO_DE_INDICE: Record<string, ClaveSello> = {
  solicitudes_busqueda: 'solicitudes',
  centros_busqueda: 'solicitudes',
  proyectos_busqueda: 'solicitudes',
};

/** Recent match sets (how many, and their ids: up to ~150 KB each), by index, words and bound. */
const matchSets = new MemoPorSello<string, { n: number; ids: string }>(32);

/**
 * The index's matches for `match`, kept under the index's stamp (ADR 0017): the same search
 * again (its next page, another order, the list's refresh) skips the index, the costly part
 * of a common word's search (~3-4 ms for "centro" over 110,000 requests), until any write to
 * the indexed tables. The stamp is read before the index, as every keeper of stamped data does.
 */
async function coincidencias(
  db: Db,
  index: string,
  match: string,
  conjunto: number,
  read: () => Promise<unknown[]>,
): Promise<{ n: number; ids: string }> {
  const clave = SELLO_DE_INDICE[index];
  const sello = clave ? await loadSello(db, clave) : 0;
  const key = `${index}\n${match}\n${conjunto}`;
  const kept = sello ? matchSets.get(db, key, sello) : undefined;
  if (kept) return kept;
  const [row] = (await read()) as { n: number; ids: string | null }[];
  const found = Object.freeze({ n: Number(row?.n ?? 0), ids: row?.ids ?? '[]' });
  return sello ? matchSets.set(db, key, sello, found) : found;
}

/** An instance with this many times fewer rows than a common search's matches counts by testing its rows. */
const PROPORCION = 10;

/** A search's conditions on a list, and whether the list reads its rows from them (see deInstancia). */
export interface Busqueda {
  conditions: SQL[];
  selectiva: boolean;
  /** The trigram table to join by rowid (the count of a common search reads the index's matches as they come). */
  indice?: SQL;
}

/**
 * Every word of `texto` in a list's trigram index (ADR 0018, 0026): `<list>_busqueda`, whose rowid
 * is the row's id and whose `texto` holds the searched columns folded by foldSql (migration 0011).
 * Words of three letters or more are looked up as they are; shorter ones as the trigrams that
 * begin with them. The index is asked once for the matches of every word (their ids, up to
 * CONJUNTO), and by how many rows match:
 * - at most SELECTIVA: the page and the count read those rows by id (the page sorts them);
 * - at most CONJUNTO: the page walks the list's order and probes the set of ids (a page fills
 *   after a few rows instead of sorting thousands); the count reads the rows by id;
 * - more: the page walks its order and tests every word on each row's indexed text (a common
 *   word fills a page after a few rows); the count joins the index's matches to the list, or,
 *   in an instance with under a tenth as many rows as there are matches, tests its rows too.
 * `pagina` and `recuento` find the same rows; NumeroRegistros counts with `recuento`.
 */
export async function indexedSearch(
  db: Db,
  id: SQLiteColumn,
  instanciaId: string,
  index: string,
  texto: string | undefined,
  /** The regimes' bounds; tests lower them to reach every regime with a few rows. */
  limites = { selectiva: SELECTIVA, conjunto: CONJUNTO, corta: MAX_CORTA, proporcion: PROPORCION },
): Promise<{ pagina: Busqueda; recuento: Busqueda }> {
  const both = (b: Busqueda) => ({ pagina: b, recuento: b });
  const terms = searchTerms(texto);
  if (terms.length === 0) return both({ conditions: [], selectiva: false });
  const table = sql.identifier(index);
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  // A word's test on one candidate row: its indexed text read by rowid.
  const enFila = (t: string) => sql`(select texto from ${table} where rowid = ${id}) like ${containsPattern(t)} escape '\\'`;
  const porFila = { conditions: terms.map(enFila), selectiva: false };
  const trigramas = await trigramasDe(db, index, short);
  // A short word no trigram begins with is in no row.
  if ([...trigramas.values()].some((t) => t.terms.length === 0)) return both({ conditions: [sql`0`], selectiva: false });
  const indexed = short.filter((w) => (trigramas.get(w)?.docs ?? 0) <= limites.corta);
  // Too common to look up (a digit begins ~120 trigrams found in most rows): tested on each candidate.
  const tested = short.filter((w) => !indexed.includes(w)).map(enFila);
  const phrases = [
    ...long.map(ftsString),
    ...indexed.map((w) => `(${(trigramas.get(w)?.terms ?? []).map(ftsString).join(' OR ')})`),
  ];
  if (phrases.length === 0) return both(porFila);
  const match = sql`${table} match ${phrases.join(' AND ')}`;
  const row = await coincidencias(db, index, phrases.join(' AND '), limites.conjunto, () =>
    // The ids as one JSON array, one bound value (D1 allows 100 per statement).
    db.all(
      sql`select count(*) as n, '[' || coalesce(group_concat(rowid), '') || ']' as ids from (select rowid from ${table} where ${match} limit ${limites.conjunto + 1})`,
    ),
  );
  const n = row.n;
  const ids = sql`(select value from json_each(${row.ids}))`;
  const leidas = { conditions: [sql`${id} in ${ids}`, ...tested], selectiva: true };
  if (n <= limites.selectiva) return both(leidas);
  // `+id`: the set is probed, not read in its order, so the list's order index gives the page.
  if (n <= limites.conjunto)
    return { pagina: { conditions: [sql`+${id} in ${ids}`, ...tested], selectiva: false }, recuento: leidas };
  // The index is shared by every instance: an instance with far fewer rows than the index has
  // matches counts by testing its own rows; otherwise the count joins the index's matches (not
  // `in (…)`, which lists every match first) and stops at RECUENTO_TOPE rows.
  const [total] = await db
    .select({ n: recuentos.n })
    .from(recuentos)
    .where(
      and(
        eq(recuentos.instanciaId, instanciaId),
        eq(recuentos.tabla, index.replace(/_busqueda$/, '')),
        eq(recuentos.campo, ''),
        eq(recuentos.valor, ''),
      ),
    );
  if ((total?.n ?? 0) * limites.proporcion < n) return both(porFila);
  return { pagina: porFila, recuento: { conditions: [match, ...tested], selectiva: true, indice: sql`${table}` } };
}

/** The instance condition of a list: with a selective search, not through an index (see indexedSearch). */
const deInstancia = (column: SQLiteColumn, instanciaId: string, selectiva: boolean): SQL =>
  selectiva ? sql`+${column} = ${instanciaId}` : sql`${column} = ${instanciaId}`;

/**
 * A searchable list's filter: `filtros` on its own table plus every word of `texto` in its
 * index, as the page's condition (`where`) and as its count, which asks the counters when
 * `contador` allows and otherwise counts the same rows by the search's count path.
 */
export async function filtroDeLista(
  ctx: { db: Db; instancia: { id: string } },
  lista: { table: SQLiteTable & { id: SQLiteColumn; instanciaId: SQLiteColumn }; index: string },
  texto: string | undefined,
  filtros: (SQL | undefined)[],
): Promise<{ where: SQL | undefined; count: (contador: Contador | null) => Promise<number> }> {
  const { table } = lista;
  const busqueda = await indexedSearch(ctx.db, table.id, ctx.instancia.id, lista.index, texto);
  const whereWith = (b: Busqueda) =>
    and(deInstancia(table.instanciaId, ctx.instancia.id, b.selectiva), ...filtros, ...b.conditions);
  const recuento = whereWith(busqueda.recuento);
  return {
    where: whereWith(busqueda.pagina),
    count: (contador) =>
      contar(ctx.db, { instanciaId: ctx.instancia.id, contador, table, where: recuento, indice: busqueda.recuento.indice }),
  };
}
