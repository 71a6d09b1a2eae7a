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
