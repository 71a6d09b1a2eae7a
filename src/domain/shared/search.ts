import { type SQL, sql } from 'drizzle-orm';
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
