import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from './driver-libsql.ts';
import { instalarCacheDeSentencias } from './statement-cache.ts';

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

const versionOf = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).version as string;
const pinned = (name: string) =>
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).dependencies[name];

// statement-cache.ts replaces methods of libsql's classes and counts on @libsql/client calling them
// (ADR 0043). These fail, saying what changed, before a silent slowdown or a wrong answer does.
describe('the libsql internals the statement cache patches (ADR 0043)', () => {
  it('are the versions package.json pins exactly', () => {
    for (const [name, file] of [
      ['libsql', '../../node_modules/libsql/package.json'],
      ['@libsql/client', '../../node_modules/@libsql/client/package.json'],
    ] as const) {
      const installed = versionOf(file);
      expect(pinned(name), `${name} must be pinned to an exact version (ADR 0043)`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed, `${name} ${installed} is installed but ${pinned(name)} is pinned: re-check ADR 0043`).toBe(pinned(name));
    }
  });

  it("libsql's Database still has prepare and exec, and its statements a columns method", () => {
    const proto = Database.prototype as unknown as Record<string, unknown>;
    expect(typeof proto.prepare, 'libsql Database.prototype.prepare is gone (ADR 0043)').toBe('function');
    expect(typeof proto.exec, 'libsql Database.prototype.exec is gone (ADR 0043)').toBe('function');
    const probe = new Database(':memory:');
    const stmt = probe.prepare('select 1 as uno');
    probe.close();
    expect(typeof Object.getPrototypeOf(stmt).columns, 'libsql Statement.prototype.columns is gone (ADR 0043)').toBe('function');
  });

  it('@libsql/client runs every query through that prepare, and the patched one hands back the kept statement', async () => {
    instalarCacheDeSentencias();
    const proto = Database.prototype;
    const patched = proto.prepare;
    const seen: string[] = [];
    proto.prepare = function (this: Database.Database, sql: string) {
      seen.push(sql);
      return patched.call(this, sql);
    } as typeof proto.prepare;
    try {
      const client = createClient({ url: ':memory:' });
      await client.execute('select 41 + 1 as n');
      client.close();
    } finally {
      proto.prepare = patched;
    }
    expect(seen, '@libsql/client no longer prepares through libsql Database.prototype.prepare (ADR 0043)').toContain(
      'select 41 + 1 as n',
    );
    const conn = new Database(':memory:');
    expect(conn.prepare('select 1')).toBe(conn.prepare('select 1'));
    expect(conn.prepare('select 2')).not.toBe(conn.prepare('select 1'));
    conn.close();
  });
});
