import { type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import type { Actor } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';
import { containsPattern, foldSql, searchTerms } from '../usuarios/search.ts';

// The ids travel as one JSON parameter: D1 caps a statement at 100 bound parameters.
export const idsParam = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/** Every word of `texto` must appear (accent- and case-insensitively) in the concatenated text. */
export function textSearch(haystack: SQL, texto: string | undefined): SQL[] {
  const folded = foldSql(haystack);
  return searchTerms(texto).map((term) => sql`${folded} like ${containsPattern(term)} escape '\\'`);
}

export const unprocessable = (errors: FieldErrors): never => {
  throw new AppError(422, errores.datosNoValidos, errors);
};

/**
 * Multi-row inserts split so no statement binds more than 90 parameters (D1 allows 100).
 * The statements go into the caller's batch, so the whole write stays atomic.
 */
export function chunkedInserts<T extends Record<string, unknown>>(db: Db, table: SQLiteTable, rows: T[]): BatchItem<'sqlite'>[] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.floor(90 / columns));
  const out: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: rows are typed by the caller per table
    out.push(db.insert(table).values(rows.slice(i, i + size) as any));
  }
  return out;
}

/** Runs a non-empty list of statements atomically. */
export async function runBatch(db: Db, items: BatchItem<'sqlite'>[]): Promise<void> {
  if (items.length === 0) return;
  await db.batch(items as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

/** A dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd date as ISO yyyy-mm-dd; null for empty, undefined if invalid. */
export function toIsoDate(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || value.trim() === '') return null;
  const v = value.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const es = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(v);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (es) [d, m, y] = [Number(es[1]), Number(es[2]), Number(es[3])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Today's calendar date in Spain as yyyy-mm-dd. */
export function todayIso(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Maps a unique-constraint failure of the database to a 409 with `message`; rethrows anything else. */
export function isUniqueViolation(err: unknown): boolean {
  const text = `${(err as { message?: string })?.message ?? ''} ${(err as { cause?: { message?: string } })?.cause?.message ?? ''}`;
  return /UNIQUE constraint failed/i.test(text);
}
