import type { D1Database } from '@cloudflare/workers-types';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema/index.ts';
import type { Db, PlatformEnv } from './types.ts';

const cache = new WeakMap<object, Db>();

interface Preparable {
  _prepare(): { getQuery(): { sql: string }; stmt?: unknown };
}

/**
 * drizzle-orm's D1 batch binds each item's prepared `stmt`, which raw statements
 * (`db.run(sql\`…${value}\`)`, `db.all`, `db.get`) do not have: such a batch throws "Cannot read
 * properties of undefined (reading 'bind')" on D1 only (drizzle-orm issue #2277, open in 0.45).
 * Domain code batches raw inserts (e.g. accepting a request creates its project with INSERT …
 * SELECT), so each raw item gets its statement prepared here; the rest is drizzle's own batch.
 */
function withStatement(binding: D1Database, item: Preparable): Preparable {
  return {
    _prepare() {
      const prepared = item._prepare();
      if (prepared.stmt) return prepared;
      return Object.assign(Object.create(prepared), { stmt: binding.prepare(prepared.getQuery().sql) });
    },
  };
}

/** Drizzle over the Worker's D1 binding `DB` (libSQL cannot open files in a Worker). */
export function createDb(env?: PlatformEnv): Db {
  const binding = env?.DB as D1Database | undefined;
  if (!binding) throw new Error('Falta el enlace D1 "DB" en la configuración del Worker');
  const cached = cache.get(binding);
  if (cached) return cached;
  const db = drizzle(binding, { schema }) as unknown as Db;
  const batch = db.batch.bind(db);
  db.batch = ((items: Preparable[]) => batch(items.map((i) => withStatement(binding, i)) as never)) as Db['batch'];
  cache.set(binding, db);
  return db;
}
