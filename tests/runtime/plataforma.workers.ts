/**
 * What the API tests need from their runtime, inside workerd (vitest.workers.config.ts
 * aliases plataforma.ts to this module): the local D1 bound as DB and the R2 bucket bound as
 * FICHEROS, the bindings the Worker gets in production.
 */
/// <reference types="@cloudflare/vitest-plugin/types" />

import { applyD1Migrations, env } from 'cloudflare:test';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import type { Logger } from 'drizzle-orm';
import { d1Drizzle } from '../../src/db/driver-d1.ts';
import type { Db, PlatformEnv } from '../../src/db/types.ts';
import { getStorage } from '../../src/platform/storage/index.ts';
import type { TestStorage } from './plataforma.ts';

export type { TestStorage } from './plataforma.ts';

export const RUNTIME = 'workerd' as const;

/** The local D1 databases the workers config binds: DB, then DB_2… (D1_DE_PRUEBA in all). */
export const D1_DE_PRUEBA = 4;

interface TestBindings {
  DB: D1Database;
  FICHEROS: R2Bucket;
  TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1];
}
const bindings = env as unknown as TestBindings;

let turno = 0;

/**
 * The next of the bound D1 databases, emptied (every table dropped in one batch, foreign
 * keys checked at its end) and migrated. Taken in turn, so a file may keep several test apps
 * alive at once, as on Node where each has its own in-memory database.
 */
async function freshBinding(): Promise<D1Database> {
  const n = turno++ % D1_DE_PRUEBA;
  const db = (n === 0 ? bindings.DB : (env as unknown as Record<string, D1Database>)[`DB_${n + 1}`]) as D1Database;
  // Triggers first (a table's drop deletes its rows, which would fire them), then tables
  // before the tables they reference: a table's drop checks the foreign keys pointing at it.
  const { results: objetos } = await db
    .prepare(
      "select type, name, sql from sqlite_master where type in ('trigger', 'view', 'table') and name not like 'sqlite_%' and name not like '_cf_%'",
    )
    .all<{ type: string; name: string; sql: string | null }>();
  const { results: claves } = await db
    .prepare(
      "select m.name as hija, f.\"table\" as madre from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table' and m.name not like '_cf_%'",
    )
    .all<{ hija: string; madre: string }>();
  // A full-text table's own tables (<name>_data, _idx…) go with it.
  const virtuales = objetos.filter((o) => /^create virtual table/i.test(o.sql ?? '')).map((o) => `${o.name}_`);
  const tablas = objetos.filter((o) => o.type === 'table' && !virtuales.some((v) => o.name.startsWith(v))).map((o) => o.name);
  const orden: string[] = [];
  let quedan = new Set(tablas);
  while (quedan.size > 0) {
    const referidas = new Set(claves.filter((k) => quedan.has(k.hija) && k.hija !== k.madre).map((k) => k.madre));
    const libres = [...quedan].filter((t) => !referidas.has(t));
    const siguiente = libres.length > 0 ? libres : [...quedan];
    orden.push(...siguiente);
    quedan = new Set([...quedan].filter((t) => !siguiente.includes(t)));
  }
  const drops = [
    ...objetos.filter((o) => o.type === 'trigger').map((o) => `drop trigger "${o.name}"`),
    ...objetos.filter((o) => o.type === 'view').map((o) => `drop view "${o.name}"`),
    ...orden.map((t) => `drop table "${t}"`),
  ];
  if (drops.length > 0) {
    await db.batch([db.prepare('pragma defer_foreign_keys = on'), ...drops.map((d) => db.prepare(d))]);
  }
  await applyD1Migrations(db, bindings.TEST_MIGRATIONS);
  return db;
}

/** A fresh migrated and empty database. */
export async function createMigratedDb(opts: { logger?: Logger } = {}): Promise<Db> {
  return d1Drizzle(await freshBinding(), opts);
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
  const binding = await freshBinding();
  const noted = semillas.get(key);
  if (noted) {
    if (noted.length > 0) await binding.batch(noted.map((w) => binding.prepare(w.sql).bind(...w.params)));
    return d1Drizzle(binding, opts);
  }
  const log: Escritura[] = [];
  await seed(d1Drizzle(registrando(binding, log)));
  semillas.set(key, log);
  return d1Drizzle(binding, opts);
}

/** Two clients of one fresh migrated database, as two Worker isolates bound to one D1. */
export async function createSharedDb(): Promise<{ a: Db; b: Db; cleanup(): Promise<void> }> {
  const binding = await freshBinding();
  return { a: d1Drizzle(binding), b: d1Drizzle(binding), cleanup: async () => {} };
}

/**
 * The Worker's bindings as its fetch handler receives them (copied by name: the module's
 * `env` does not list its keys, so spreading it would hand the app nothing).
 */
export function platformEnv(): PlatformEnv {
  return { DB: bindings.DB, FICHEROS: bindings.FICHEROS };
}

/**
 * The request as Cloudflare's edge hands it to the Worker: the client's address (the socket
 * a test names with helpers.ts fromSocket) in CF-Connecting-IP, replacing whatever the client
 * wrote there.
 */
export function platformRequest(init: RequestInit | undefined, env: object | undefined): RequestInit | undefined {
  const address = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  if (!address) return init;
  const headers = new Headers(init?.headers);
  headers.set('cf-connecting-ip', address);
  return { ...init, headers };
}

/** Storage for one test file: the R2 bucket (objects are under random keys; files isolate storage). */
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
