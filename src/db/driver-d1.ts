import type { D1Database } from '@cloudflare/workers-types';
import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema/index.ts';
import type { Db, PlatformEnv } from './types.ts';

const cache = new WeakMap<object, Db>();

/** Drizzle over the Worker's D1 binding `DB` (libSQL cannot open files in a Worker). */
export function createDb(env?: PlatformEnv): Db {
  const binding = env?.DB as D1Database | undefined;
  if (!binding) throw new Error('Falta el enlace D1 "DB" en la configuración del Worker');
  const cached = cache.get(binding);
  if (cached) return cached;
  const db = drizzle(binding, { schema }) as unknown as Db;
  cache.set(binding, db);
  return db;
}
