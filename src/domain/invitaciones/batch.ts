import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../../db/types.ts';

type Batch = <T extends Readonly<[BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>>(items: T) => Promise<BatchResponse<T>>;

/**
 * `db.batch`: both drivers (libSQL and D1) have it, but the shared Db type (the common
 * base class) does not declare it. D1 has no interactive transactions, so atomic
 * multi-statement writes go through one batch.
 */
export const batch: (db: Db) => Batch = (db) => (items) => (db as unknown as { batch: Batch }).batch(items);
