import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from './schema/index.ts';

/**
 * The database as domain code sees it: Drizzle over libSQL (Node) or D1 (Workers). Both
 * are async SQLite; multi-statement atomic writes use `db.batch`, which both support
 * (D1 has no interactive transactions).
 */
// biome-ignore lint/suspicious/noExplicitAny: the run-result type differs per driver
export type Db = BaseSQLiteDatabase<'async', any, typeof schema> & {
  /** Atomic multi-statement write; both drivers have it though their common base class does not. */
  batch<T extends Readonly<[BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>>(items: T): Promise<BatchResponse<T>>;
};

/** Bindings and variables the server may receive from its platform. */
export interface PlatformEnv {
  DB?: unknown;
  DATABASE_URL?: string;
  [key: string]: unknown;
}
