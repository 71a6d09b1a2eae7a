import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

// A batch that must happen whole or not at all when its conditional UPDATE loses a race
// (publishing twice at once): placed right after that UPDATE, this statement fails when it
// changed no row (SQLite's changes()), and a failed statement rolls the whole batch back, on
// libSQL and on D1 alike. json() of a text that is not JSON is the portable way to raise an
// error from plain SQL (RAISE works only inside triggers).

const MARCA = 'guardia-sin-cambios';

/** A statement that aborts its batch unless the statement just before changed a row. */
export const abortaSiNoCambia = (db: Db) => db.run(sql`select json(case when changes() > 0 then '1' else ${MARCA} end)`);

/** Whether a batch failed on that guard (or on SQLite's report of it). */
export function esGuardia(err: unknown): boolean {
  const text = `${(err as { message?: string })?.message ?? ''} ${(err as { cause?: { message?: string } })?.cause?.message ?? ''}`;
  return /malformed JSON/i.test(text);
}
