import { createDb } from '#db-driver';
import type { Db, PlatformEnv } from './types.ts';

export type { Db, PlatformEnv } from './types.ts';

let override: Db | undefined;

/**
 * The database for this request: D1 in a Worker, libSQL at DATABASE_URL on Node (the
 * driver is chosen at build time, see waku.config.ts). Tests may install their own.
 */
export function getDb(env?: PlatformEnv): Db {
  return override ?? createDb(env);
}

/** Tests: route every getDb() call to a private database. */
export function setDbForTests(db: Db | undefined): void {
  override = db;
}
