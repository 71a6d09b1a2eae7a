import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';
import type { Db, PlatformEnv } from './types.ts';

export const DEFAULT_DATABASE_URL = 'file:./data/acredita.db';

const cache = new Map<string, Db>();

/** Drizzle over libSQL: an embedded file locally, or a remote libSQL (sqld/Turso). */
export function createDb(env?: PlatformEnv): Db {
  const url = (env?.DATABASE_URL as string | undefined) ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const cached = cache.get(url);
  if (cached) return cached;
  const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN });
  const db = drizzle(client, { schema }) as unknown as Db;
  // One client per URL: SQLite files must not be opened by competing connections.
  cache.set(url, db);
  return db;
}

/** A fresh, private database (tests): never cached. */
export function createIsolatedDb(url = ':memory:'): Db {
  return drizzle(createClient({ url }), { schema }) as unknown as Db;
}
