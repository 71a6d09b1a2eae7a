import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { rowChunks } from '../../domain/shared/comun.ts';

/**
 * Runs a multi-row insert of `rows` in parts D1 accepts (rowChunks: at most 90 bound
 * parameters a statement; D1 refuses more than 100 with "too many SQL variables", which
 * libSQL allows). Gives back the rows each part returned (`.returning()`), in order.
 */
export async function porPartes<T extends Record<string, unknown>, R = never>(
  table: SQLiteTable,
  rows: T[],
  insert: (part: T[]) => PromiseLike<unknown>,
): Promise<R[]> {
  const out: R[] = [];
  for (const part of rowChunks(table, rows)) {
    const result = await insert(part);
    if (Array.isArray(result)) out.push(...(result as R[]));
  }
  return out;
}
