import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from './driver-libsql.ts';

const dir = mkdtempSync(join(tmpdir(), 'acredita-driver-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database file', () => {
  it('is opened in WAL mode with synchronous NORMAL and a busy timeout (ADR 0020)', async () => {
    const db = createIsolatedDb(`file:${join(dir, 'a.db')}`);
    const [journal] = await db.all<{ journal_mode: string }>(sql`PRAGMA journal_mode`);
    const [sync] = await db.all<{ synchronous: number }>(sql`PRAGMA synchronous`);
    const [busy] = await db.all<{ timeout: number }>(sql`PRAGMA busy_timeout`);
    expect(journal?.journal_mode).toBe('wal');
    expect(sync?.synchronous).toBe(1);
    expect(busy?.timeout).toBe(5000);
  });

  it('keeps the settings under concurrent use (one connection) and shares commits with another process-like client', async () => {
    const file = `file:${join(dir, 'b.db')}`;
    const a = createIsolatedDb(file);
    await a.run(sql`create table t (n integer)`);
    await Promise.all(Array.from({ length: 50 }, (_, i) => a.run(sql`insert into t values (${i})`)));
    const pragmas = await Promise.all(Array.from({ length: 10 }, () => a.all<{ synchronous: number }>(sql`PRAGMA synchronous`)));
    expect(pragmas.every(([r]) => r?.synchronous === 1)).toBe(true);
    const b = createIsolatedDb(file);
    const [row] = await b.all<{ n: number }>(sql`select count(*) as n from t`);
    expect(row?.n).toBe(50);
  });

  it('leaves in-memory databases alone', async () => {
    const db = createIsolatedDb();
    const [journal] = await db.all<{ journal_mode: string }>(sql`PRAGMA journal_mode`);
    expect(journal?.journal_mode).toBe('memory');
  });
});
