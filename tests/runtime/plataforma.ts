/**
 * What the API tests need from their runtime, on Node: a fresh in-memory libSQL database
 * and a temporary folder for files (api.ts builds the app over them). vitest.workers.config.ts swaps this module for
 * plataforma.workers.ts (local D1 and R2 inside workerd), so the test files stay the same.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { createIsolatedDb, openClient } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import type { Db, PlatformEnv } from '../../src/db/types.ts';
import type { Storage } from '../../src/domain/shared/storage.ts';
import { getStorage } from '../../src/platform/storage/index.ts';

export const RUNTIME = 'node' as const;

/** A fresh, private, migrated and empty database (`logger` sees every statement). */
export async function createMigratedDb(opts: { logger?: Logger } = {}): Promise<Db> {
  const db = drizzle(openClient(':memory:'), { schema, logger: opts.logger }) as unknown as Db;
  await migrateLibsql(db);
  return db;
}

/**
 * A fresh database as `seed` leaves it. `key` names that state (the seed and its date): the
 * workerd twin seeds once per key and replays the writes afterwards; Node seeds every time.
 */
export async function createSeededDb(
  _key: string,
  seed: (db: Db) => Promise<unknown>,
  opts: { logger?: Logger } = {},
): Promise<Db> {
  const db = await createMigratedDb(opts);
  await seed(db);
  return db;
}

/**
 * Two clients of one fresh migrated database, each with its own memory, as two server
 * processes (or two Worker isolates) have: on Node, two libSQL clients on a temporary file.
 */
export async function createSharedDb(): Promise<{ a: Db; b: Db; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'acredita-compartida-'));
  const url = `file:${join(dir, 'a.db')}`;
  const a = createIsolatedDb(url);
  await migrateLibsql(a);
  return { a, b: createIsolatedDb(url), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The platform bindings a request gets besides its own: none on Node (config is process.env). */
export function platformEnv(): PlatformEnv {
  return {};
}

/**
 * The request as the platform hands it to the app. On Node the client's address travels as
 * the socket in the bindings (helpers.ts fromSocket), so the request stays as the test wrote it.
 */
export function platformRequest(init: RequestInit | undefined, _env: object | undefined): RequestInit | undefined {
  return init;
}

export interface TestStorage {
  /** The storage the app writes to (the same the app's getStorage(env) returns). */
  storage: Storage;
  /** True when bytes are stored under `key`. */
  has(key: string): Promise<boolean>;
  /** Every key stored, sorted. */
  keys(): Promise<string[]>;
  /** Removes what the tests stored. */
  cleanup(): Promise<void>;
}

/** Storage for one test file: a temporary folder named by FICHEROS_DIR. */
export async function useTestStorage(): Promise<TestStorage> {
  const dir = await mkdtemp(join(tmpdir(), 'acredita-ficheros-'));
  const previous = process.env.FICHEROS_DIR;
  process.env.FICHEROS_DIR = dir;
  return {
    storage: getStorage({ FICHEROS_DIR: dir }),
    has: (key) =>
      stat(join(dir, key.slice(0, 2), key)).then(
        () => true,
        () => false,
      ),
    async keys() {
      const out: string[] = [];
      for (const shard of await readdir(dir).catch(() => [])) {
        for (const f of await readdir(join(dir, shard))) if (!f.endsWith('.type')) out.push(f);
      }
      return out.sort();
    },
    async cleanup() {
      if (previous === undefined) delete process.env.FICHEROS_DIR;
      else process.env.FICHEROS_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
