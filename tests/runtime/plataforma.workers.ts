/**
 * What the API tests need from their runtime, inside workerd (vitest.workers.config.ts
 * aliases plataforma.ts to this module): the local D1 bound as DB and the R2 bucket bound as
 * FICHEROS, the bindings the Worker gets in production.
 */
/// <reference types="@cloudflare/vitest-plugin/types" />

import { applyD1Migrations, env, reset } from 'cloudflare:test';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { Logger } from 'drizzle-orm';
import { d1Drizzle } from '../../src/db/driver-d1.ts';
import type { Db, PlatformEnv } from '../../src/db/types.ts';
import { getStorage } from '../../src/platform/storage/index.ts';
import type { TestStorage } from './plataforma.ts';

export type { TestStorage } from './plataforma.ts';

export const RUNTIME = 'workerd' as const;

interface TestBindings {
  DB: D1Database;
  FICHEROS: R2Bucket;
  TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
  PUBLIC_URL: string;
}
const bindings = env as unknown as TestBindings;

/**
 * A fresh migrated and empty database. Storage is per test file, so a file that builds a
 * second app wipes the first's data (and files), as a new in-memory database would on Node.
 */
export async function createMigratedDb(opts: { logger?: Logger } = {}): Promise<Db> {
  await reset();
  await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
  return d1Drizzle(bindings.DB, opts);
}

/** A write the seed sent to D1, to send again. */
interface Escritura {
  sql: string;
  params: unknown[];
}
const semillas = new Map<string, Escritura[]>();

/** True for statements that change data (the seed's reads need not be replayed). */
const escribe = (sql: string) => !/^\s*(select|with|pragma)\b/i.test(sql);

/**
 * The binding as the seed sees it: every statement it runs (alone or in a batch) is noted in
 * `log` when it writes.
 */
function registrando(db: D1Database, log: Escritura[]): D1Database {
  type Stmt = ReturnType<D1Database['prepare']>;
  const noted = new WeakMap<Stmt, Escritura>();
  const wrap = (stmt: Stmt, entry: Escritura): Stmt => {
    const proxy: Stmt = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...params: unknown[]) => wrap(target.bind(...params), { sql: entry.sql, params });
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (['run', 'all', 'raw', 'first'].includes(prop as string)) {
          return (...args: unknown[]) => {
            if (escribe(entry.sql)) log.push(entry);
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    noted.set(proxy, entry);
    originales.set(proxy, stmt);
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => wrap(target.prepare(sql), { sql, params: [] });
      if (prop === 'batch')
        return (stmts: Stmt[]) => {
          for (const s of stmts) {
            const entry = noted.get(s);
            if (entry && escribe(entry.sql)) log.push(entry);
          }
          return target.batch(stmts.map((s) => (noted.has(s) ? unwrap(s) : s)));
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
/** The statement under a recording proxy (D1's batch accepts only its own statements). */
const originales = new WeakMap<object, ReturnType<D1Database['prepare']>>();
const unwrap = (s: ReturnType<D1Database['prepare']>) => originales.get(s) ?? s;

/**
 * A fresh database as `seed` leaves it. The first call for a `key` runs the seed on D1 and
 * notes its writes; later calls send those writes again in one batch, in the same order onto
 * the same empty schema, so the rows and their ids come out the same. The demo seed takes
 * ~25 s on the local D1 (thousands of round trips and scrypt hashes), its replay well under one.
 */
export async function createSeededDb(
  key: string,
  seed: (db: Db) => Promise<unknown>,
  opts: { logger?: Logger } = {},
): Promise<Db> {
  const db = await createMigratedDb(opts);
  const noted = semillas.get(key);
  if (noted) {
    if (noted.length > 0) await bindings.DB.batch(noted.map((w) => bindings.DB.prepare(w.sql).bind(...w.params)));
    return db;
  }
  const log: Escritura[] = [];
  await seed(d1Drizzle(registrando(bindings.DB, log)));
  semillas.set(key, log);
  return db;
}

/** Two clients of one fresh migrated database, as two Worker isolates bound to one D1. */
export async function createSharedDb(): Promise<{ a: Db; b: Db; cleanup(): Promise<void> }> {
  const a = await createMigratedDb();
  return { a, b: d1Drizzle(bindings.DB), cleanup: async () => {} };
}

/**
 * The Worker's bindings as its fetch handler receives them (copied by name: the module's
 * `env` does not list its keys, so spreading it would hand the app nothing).
 */
export function platformEnv(): PlatformEnv {
  return { DB: bindings.DB, FICHEROS: bindings.FICHEROS, PUBLIC_URL: bindings.PUBLIC_URL };
}

/** Storage for one test file: the R2 bucket (emptied with the database by createMigratedDb). */
export async function useTestStorage(): Promise<TestStorage> {
  return {
    storage: getStorage(platformEnv()),
    has: async (key) => (await bindings.FICHEROS.head(key)) !== null,
    async keys() {
      const out: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await bindings.FICHEROS.list({ cursor });
        out.push(...page.objects.map((o) => o.key));
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return out.sort();
    },
    async cleanup() {},
  };
}
