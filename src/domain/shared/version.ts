import { eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

// The stale-write guard of records that carry a `version` (a verdict on a standard or an
// evidence, a task, an improvement area, a strength). A write may name the version it read, in
// the body (`version`) or as an `If-Match` header holding the record's ETag; a stale one is
// refused with 409. A write that names neither changes only the fields it sends, so it never
// overwrites a field its sender did not see. Every write moves the version on.

/**
 * The ETag of a record at `version`, sent with its reads and writes (`If-Match` takes it back).
 * Weak: it names the record's state, not the reply's bytes (a read and a write's reply differ,
 * and so do two readers' replies); the gzip cache keys strong tags as hashes of the bytes.
 */
export const etagDe = (version: number): string => `W/"${version}"`;

/**
 * The version a write expects: the body's `version`, else the one an `If-Match` header names
 * (`W/"3"`, `"3"`; `*` names none), else undefined (no guard). A header naming no version
 * of ours expects one that cannot exist (-1), so the write is refused as stale.
 */
export function versionEsperada(version: number | undefined, ifMatch: string | undefined): number | undefined {
  if (version !== undefined) return version;
  const h = ifMatch?.trim();
  if (!h || h === '*') return undefined;
  const m = /^(?:W\/)?"(\d{1,9})"$/.exec(h);
  return m ? Number(m[1]) : -1;
}

/**
 * Of the columns a write computed, those it may set: all of them when it names the version it
 * read (it saw the record it replaces), else only those `enviados` names (the fields its input
 * sends, each with the columns it decides).
 */
export function columnasEscritas<T extends Record<string, unknown>>(
  valores: T,
  version: number | undefined,
  enviados: Iterable<keyof T>,
): Partial<T> {
  if (version !== undefined) return valores;
  const out: Partial<T> = {};
  for (const k of enviados) if (k in valores) out[k] = valores[k];
  return out;
}

/** The guard's condition on the row: still at the expected version (none without one). */
export const enVersion = (columna: SQLiteColumn, version: number | undefined): SQL | undefined =>
  version === undefined ? undefined : eq(columna, version);

/** The version a write leaves: one more than the row's. */
export const versionSiguiente = (columna: SQLiteColumn): SQL => sql`${columna} + 1`;
