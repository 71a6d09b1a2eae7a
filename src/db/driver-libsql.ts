import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';
import { instalarCacheDeSentencias } from './statement-cache.ts';
import type { Db, PlatformEnv } from './types.ts';

export { optimizeDatabase } from './statistics.ts';

export const DEFAULT_DATABASE_URL = 'file:./data/acredita.db';

const cache = new Map<string, Db>();

/**
 * How the server opens an embedded database file (ADR 0020):
 * - WAL: a commit appends its pages to the log instead of copying them to a rollback journal
 *   and syncing twice; readers never wait for the writer. In the default mode every write
 *   paid ~25 ms of fsync on the shared machine, and the embedded driver runs on the event
 *   loop, so that wait held every other request too.
 * - synchronous NORMAL: in WAL mode the database cannot be corrupted by a crash; a power cut
 *   may lose the last commits, not earlier ones (SQLite's documented trade-off, also Rails 8's
 *   default for production SQLite).
 * - busy_timeout: a second process on the same file (a script, the bench loader) waits for
 *   the write lock instead of failing at once.
 * Connection settings hold only for the connection that ran them, so the client keeps one
 * connection: the driver is synchronous on the event loop, more connections bring no
 * parallelism, only separate caches that would miss these settings.
 */
const FILE_PRAGMAS = ['PRAGMA journal_mode = WAL', 'PRAGMA synchronous = NORMAL', 'PRAGMA busy_timeout = 5000'];

const isFile = (url: string) => url.startsWith('file:') && !url.includes(':memory:');

/** A client for `url`; a file gets the settings above before any other statement runs. */
export function openClient(url: string, authToken?: string): Client {
  instalarCacheDeSentencias();
  if (!isFile(url)) return createClient({ url, authToken });
  const client = createClient({ url, concurrency: 1 });
  // The pool lends its one connection in call order, so these run before anything else.
  for (const pragma of FILE_PRAGMAS) {
    client.execute(pragma).catch((e: unknown) => console.error(`No se pudo aplicar «${pragma}»`, e));
  }
  return client;
}

/** Drizzle over libSQL: an embedded file locally, or a remote libSQL (sqld/Turso). */
export function createDb(env?: PlatformEnv): Db {
  const url = (env?.DATABASE_URL as string | undefined) ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const cached = cache.get(url);
  if (cached) return cached;
  const db = drizzle(openClient(url, process.env.DATABASE_AUTH_TOKEN), { schema }) as unknown as Db;
  // One client per URL: SQLite files must not be opened by competing connections.
  cache.set(url, db);
  return db;
}

/** A fresh, private database (tests): never cached. */
export function createIsolatedDb(url = ':memory:'): Db {
  return drizzle(openClient(url), { schema }) as unknown as Db;
}
