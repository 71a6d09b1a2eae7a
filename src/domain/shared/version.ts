// The stale-write guard of records that carry a `version` (a verdict on a standard or an
// evidence). A write may name the version it read, in the body (`version`) or as an
// `If-Match` header holding the record's ETag; a stale one is refused with 409. A write that
// names neither changes only the fields it sends, so it never overwrites another field.

/** The ETag of a record at `version` (sent with its reads and writes; `If-Match` takes it back). */
export const etagDe = (version: number): string => `"${version}"`;

/**
 * The version a write expects: the body's `version`, else the one an `If-Match` header names
 * (`"3"`, `W/"3"`; `*` names none), else undefined (no guard). A header naming no version
 * of ours expects one that cannot exist (-1), so the write is refused as stale.
 */
export function versionEsperada(version: number | undefined, ifMatch: string | undefined): number | undefined {
  if (version !== undefined) return version;
  const h = ifMatch?.trim();
  if (!h || h === '*') return undefined;
  const m = /^(?:W\/)?"(\d{1,9})"$/.exec(h);
  return m ? Number(m[1]) : -1;
}
