import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { normalizeSearch } from '../listing.ts';
import { containsPattern, foldSql, searchTerms } from './search.ts';

describe('searchTerms', () => {
  it('splits a search into folded words (at most 8)', () => {
    expect(searchTerms('  Ana   LÓPEZ ')).toEqual(['ana', 'lopez']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('100%_x\\')).toBe('%100\\%\\_x\\\\%');
  });
});

describe('foldSql', () => {
  it('folds Spanish accents and case in SQLite exactly as normalizeSearch does in JavaScript', async () => {
    const db = createIsolatedDb();
    for (const text of ['Íñigo Muñoz Güell', 'ÁÉÍÓÚÜÑ', 'José María', 'PLAIN text']) {
      const row = await db.get<{ f: string }>(sql`select ${foldSql(sql`${text}`)} as f`);
      expect(row?.f, text).toBe(normalizeSearch(text));
    }
  });

  it('binds no parameter for the letters (D1 allows 100 per statement)', () => {
    const db = createIsolatedDb();
    const query = db
      .select({ f: foldSql(sql`'x'`) })
      .from(sql`(select 1)`)
      .toSQL();
    expect(query.params).toEqual([]);
  });
});
