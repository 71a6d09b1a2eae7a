import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from './driver-libsql.ts';

const dir = mkdtempSync(join(tmpdir(), 'acredita-sentencias-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded driver keeps prepared statements per connection (statement-cache.ts): the same
// SQL text runs again on the same native statement. These are the ways that could go wrong.
describe('kept prepared statements', () => {
  it('bind each call its own values, and survive a failed run', async () => {
    const db = createIsolatedDb();
    await db.run(sql`create table t (id integer primary key, nombre text not null unique)`);
    for (const nombre of ['a', 'b', 'c']) await db.run(sql`insert into t (nombre) values (${nombre})`);
    await expect(db.run(sql`insert into t (nombre) values (${'a'})`)).rejects.toThrow();
    await db.run(sql`insert into t (nombre) values (${'d'})`);
    const uno = async (id: number) => (await db.all<{ nombre: string }>(sql`select nombre from t where id = ${id}`))[0]?.nombre;
    expect([await uno(1), await uno(3), await uno(4), await uno(9)]).toEqual(['a', 'c', 'd', undefined]);
  });

  it('see the columns a schema change adds (select * after ALTER TABLE)', async () => {
    const db = createIsolatedDb();
    await db.run(sql`create table t (a integer)`);
    await db.run(sql`insert into t values (1)`);
    expect(await db.all(sql`select * from t`)).toEqual([{ a: 1 }]);
    await db.run(sql`alter table t add column b text default 'x'`);
    expect(await db.all(sql`select * from t`)).toEqual([{ a: 1, b: 'x' }]);
    await (db as unknown as { $client: Client }).$client.executeMultiple('alter table t add column c integer default 7');
    expect(await db.all(sql`select * from t`)).toEqual([{ a: 1, b: 'x', c: 7 }]);
  });

  it('hold no read transaction once run: another connection can still checkpoint the whole log', async () => {
    const file = `file:${join(dir, 'wal.db')}`;
    const a = createIsolatedDb(file);
    await a.run(sql`create table t (n integer)`);
    for (let i = 0; i < 20; i++) await a.run(sql`insert into t values (${i})`);
    for (let i = 0; i < 5; i++) await a.all(sql`select n from t where n > ${i}`);
    const b = createIsolatedDb(file);
    const [res] = await b.all<{ busy: number; log: number; checkpointed: number }>(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
    expect(res?.busy).toBe(0);
    await a.run(sql`insert into t values (${99})`);
    const [n] = await b.all<{ n: number }>(sql`select count(*) as n from t`);
    expect(n?.n).toBe(21);
  });
});
