import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * D1 binds at most 100 parameters per statement (libSQL takes 32,766): a multi-row INSERT
 * larger than that fails on the edge only ("too many SQL variables"), so code that runs on both
 * writes many rows in slices under the smaller limit.
 */
export const MAX_BOUND_PARAMETERS = 100;

/**
 * `rows` in slices one INSERT into `table` can bind on D1 and libSQL alike. Counts every column
 * of the table (an unset one may still take a parameter), so the slice is never too large.
 */
export function insertChunks<T>(table: SQLiteTable, rows: readonly T[]): T[][] {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/**
 * Writes `rows` into `table` one slice at a time (in order; D1 has no interactive transactions,
 * so a seed or import that needs all-or-nothing must use db.batch) and returns each slice's
 * result: `.flat()` them for a RETURNING clause's rows.
 */
export async function inChunks<T, R>(
  table: SQLiteTable,
  rows: readonly T[],
  write: (chunk: T[]) => PromiseLike<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const chunk of insertChunks(table, rows)) results.push(await write(chunk));
  return results;
}
