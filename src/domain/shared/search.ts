import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
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

/**
 * Every word of `texto` in a list's trigram index (ADR 0017): `<list>_busqueda`, whose rowid is
 * the row's id and whose `texto` holds the searched columns folded by foldSql (migration 0009).
 * Words of three letters or more are looked up in the index; shorter ones (which a trigram
 * index cannot look up) are checked on the rows those found, so a search of only one- and
 * two-letter words reads the whole index.
 */
export function indexedSearch(id: SQL | SQLiteColumn, index: string, texto: string | undefined): SQL[] {
  const terms = searchTerms(texto);
  if (terms.length === 0) return [];
  const table = sql.identifier(index);
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  const conditions: SQL[] = [];
  if (long.length > 0) conditions.push(sql`${table} match ${long.map((t) => `"${t.replaceAll('"', '""')}"`).join(' AND ')}`);
  for (const t of short) conditions.push(sql`texto like ${containsPattern(t)} escape '\\'`);
  return [sql`${id} in (select rowid from ${table} where ${sql.join(conditions, sql` and `)})`];
}
