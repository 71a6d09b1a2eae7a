import { fileURLToPath } from 'node:url';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Db } from './types.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Applies the generated migrations to a libSQL database (Node; D1 uses wrangler). */
export async function migrateLibsql(db: Db, migrationsFolder = MIGRATIONS_FOLDER) {
  await migrate(db as unknown as LibSQLDatabase, { migrationsFolder });
}
