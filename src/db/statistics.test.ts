import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from './driver-libsql.ts';
import { migrateLibsql } from './migrate.ts';
import { optimizeDatabase } from './statistics.ts';
import type { Db } from './types.ts';

let db: Db;

/** What `PRAGMA optimize` would analyse now (its debugging mask: nothing is run). */
const pendiente = async () => (await db.all<{ optimize: string }>(sql`PRAGMA optimize(0x03)`)).map((r) => r.optimize);
const stat = async (indice: string) =>
  (await db.all<{ stat: string }>(sql`select stat from sqlite_stat1 where idx = ${indice}`))[0]?.stat;

describe('optimizeDatabase (libSQL)', () => {
  beforeEach(async () => {
    db = createIsolatedDb();
    await db.run(sql`create table t (id integer primary key, k text, h text)`);
    await db.run(sql`create index t_k on t (k)`);
    await db.run(sql`create index t_sin_h on t (id) where h is null`);
    await db.run(sql`insert into t (k, h) select 'k' || (value % 50), 'h' from generate_series(1, 3000)`);
    await db.run(sql`ANALYZE`);
    // A query that plans with the table's statistics: what marks it for PRAGMA optimize.
    await db.all(sql`select id from t where k = 'k1'`);
  });

  it('an empty partial index made PRAGMA optimize re-analyse its table every time; after it, nothing is left', async () => {
    expect(await stat('t_sin_h')).toBeUndefined();
    expect(await pendiente()).toEqual(['ANALYZE "main"."t"']);
    expect(await optimizeDatabase(db)).toContain('1 índice(s) parcial(es) vacío(s)');
    expect(await stat('t_sin_h')).toBe('1 1');
    await db.all(sql`select id from t where k = 'k2'`);
    expect(await pendiente()).toEqual([]);
    expect(await optimizeDatabase(db)).toBe('ok');
  });

  it('a new index that is not partial is still analysed by PRAGMA optimize', async () => {
    await db.run(sql`create index t_h on t (h)`);
    await db.all(sql`select id from t where k = 'k3'`);
    await optimizeDatabase(db);
    expect(await stat('t_h')).toMatch(/^3000 /);
  });

  it('the estimate gives way to the real figures once the index has entries and the table is analysed', async () => {
    await optimizeDatabase(db);
    await db.run(sql`update t set h = null where id <= 10`);
    await db.run(sql`ANALYZE t`);
    expect(await stat('t_sin_h')).toBe('10 1');
  });
});

describe('the scheduled optimize over the real schema', () => {
  it('with every audit entry sealed and no refusal bucket, the audit log is no longer re-analysed at every tick', async () => {
    db = createIsolatedDb();
    await migrateLibsql(db);
    await db.run(sql`insert into auditoria (instancia_id, fecha, accion, entidad, hash)
      select 'soludable', '2026-11-27T00:00:' || (value % 60), 'accion' || (value % 40), 'centros', 'h' || value
      from generate_series(1, 2000)`);
    await db.run(sql`ANALYZE`);
    // A search of the log by action plans with the audit table's statistics.
    const busqueda = () =>
      db.all(sql`select id from auditoria where instancia_id = 'soludable' and accion = 'accion7' order by fecha desc limit 20`);
    await busqueda();
    expect(await pendiente()).toContain('ANALYZE "main"."auditoria"');
    await optimizeDatabase(db);
    await busqueda();
    // Empty tables may stay on the list: analysing them costs nothing.
    expect(await pendiente()).not.toContain('ANALYZE "main"."auditoria"');
  });
});
