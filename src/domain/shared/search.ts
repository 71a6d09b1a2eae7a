import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/types.ts';
import { normalizeSearch } from '../listing.ts';

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

/**
 * Every word of `texto` in a list's trigram index (ADR 0018): `<list>_busqueda`, whose rowid is
 * the row's id and whose `texto` holds the searched columns folded by foldSql (migration 0011).
 * When the words of three letters or more match at most SELECTIVA rows (`selectiva`), the list
 * reads those rows from the index and sorts them (`instancia` written so no index of the list is
 * used for it), and shorter words (which a trigram index cannot look up) are tested on each one's
 * indexed text by rowid. Otherwise the list walks its order and tests every word on each row's
 * indexed text, so a common word fills a page after a few rows.
 */
export async function indexedSearch(
  db: Db,
  id: SQLiteColumn,
  index: string,
  texto: string | undefined,
): Promise<{ conditions: SQL[]; selectiva: boolean }> {
  const terms = searchTerms(texto);
  if (terms.length === 0) return { conditions: [], selectiva: false };
  const table = sql.identifier(index);
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  // A word's test on one candidate row: its indexed text read by rowid.
  const enFila = (t: string) => sql`(select texto from ${table} where rowid = ${id}) like ${containsPattern(t)} escape '\\'`;
  if (long.length > 0) {
    const match = sql`${table} match ${long.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ')}`;
    const [row] = (await db.all(
      sql`select count(*) as n from (select 1 from ${table} where ${match} limit ${SELECTIVA + 1})`,
    )) as {
      n: number;
    }[];
    // Few matches: read them and sort them. Many: walk the list's order and test each row, which
    // fills a page after a few rows instead of building a list of every match first.
    if (Number(row?.n ?? 0) <= SELECTIVA)
      return { conditions: [sql`${id} in (select rowid from ${table} where ${match})`, ...short.map(enFila)], selectiva: true };
  }
  return { conditions: terms.map(enFila), selectiva: false };
}

/** The instance condition of a list: with a selective search, not through an index (see indexedSearch). */
export const deInstancia = (column: SQLiteColumn, instanciaId: string, selectiva: boolean): SQL =>
  selectiva ? sql`+${column} = ${instanciaId}` : sql`${column} = ${instanciaId}`;
