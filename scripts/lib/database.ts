import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDb, DEFAULT_DATABASE_URL } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import { isEmpty, seedDemo } from '../../src/db/seed/index.ts';

export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

/** Opens the configured database, creating the folder of a local file if needed. */
export function openDatabase() {
  const url = databaseUrl();
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  return createDb();
}

/** Migrates, and seeds the demo data when the database is new. Returns whether it seeded. */
export async function prepareDatabase(opts: { seed: 'if-empty' | 'always' | 'never' }) {
  const db = openDatabase();
  await migrateLibsql(db);
  const shouldSeed = opts.seed === 'always' || (opts.seed === 'if-empty' && (await isEmpty(db)));
  if (shouldSeed) await seedDemo(db);
  return { db, seeded: shouldSeed };
}
