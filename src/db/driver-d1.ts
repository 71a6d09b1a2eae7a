import type { D1Database } from '@cloudflare/workers-types';
import { is, type Logger, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle } from 'drizzle-orm/d1';
import { SQLiteRaw } from 'drizzle-orm/sqlite-core/query-builders/raw';
import * as schema from './schema/index.ts';
import type { Db, PlatformEnv } from './types.ts';

const cache = new WeakMap<object, Db>();

/**
 * The scheduled `PRAGMA optimize` on D1 (Cloudflare documents it). Unlike on libSQL
 * (src/db/statistics.ts) nothing is written to `sqlite_stat1`: whether D1 lets a Worker write
 * SQLite's statistics table is not documented, and D1 runs the analysis in its own process, not
 * on the Worker's event loop.
 */
export async function optimizeDatabase(db: Db): Promise<string> {
  await db.run(sql`PRAGMA optimize`);
  return 'ok';
}

/** Drizzle over the Worker's D1 binding `DB` (libSQL cannot open files in a Worker). */
export function createDb(env?: PlatformEnv): Db {
  const binding = env?.DB as D1Database | undefined;
  if (!binding) throw new Error('Falta el enlace D1 "DB" en la configuración del Worker');
  const cached = cache.get(binding);
  if (cached) return cached;
  const db = d1Drizzle(binding);
  cache.set(binding, db);
  return db;
}

/**
 * Drizzle over a D1 binding, with a batch that takes raw statements. drizzle-orm's D1 batch
 * binds an item's parameters on the item's prepared statement, which a raw `db.run(sql…)`
 * does not have: such an item with parameters (the audit entry written only if the change
 * touched a row, for one) made every batch fail with "Cannot read properties of undefined
 * (reading 'bind')" on D1 while libSQL ran it (drizzle-orm issue #2277, open). Each raw item
 * is handed over already prepared on the binding; builder items go through unchanged.
 */
export function d1Drizzle(binding: D1Database, opts: { logger?: Logger } = {}): Db {
  const db = drizzle(binding, { schema, logger: opts.logger }) as unknown as Db;
  const batch = db.batch.bind(db);
  db.batch = ((items: readonly BatchItem<'sqlite'>[]) =>
    batch(items.map((item) => preparedRaw(binding, item)) as unknown as Parameters<Db['batch']>[0])) as unknown as Db['batch'];
  return db;
}

function preparedRaw(binding: D1Database, item: BatchItem<'sqlite'>): BatchItem<'sqlite'> {
  if (!is(item, SQLiteRaw)) return item;
  const query = item.getQuery();
  const prepared = {
    getQuery: () => query,
    stmt: binding.prepare(query.sql),
    mapResult: (result: unknown, fromBatch?: boolean) => item.mapResult(result, fromBatch),
  };
  // The batch asks each item for its prepared query (an internal drizzle method): this one.
  return Object.assign(Object.create(item) as BatchItem<'sqlite'>, { _prepare: () => prepared });
}
