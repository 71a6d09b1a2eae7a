import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createDb, DEFAULT_DATABASE_URL } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import { isEmpty, seedBase, seedDemo } from '../../src/db/seed/index.ts';

export function databaseUrl(): string {
  return process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
}

/** Opens the configured database, creating the folder of a local file if needed. */
export function openDatabase() {
  const url = databaseUrl();
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  return createDb();
}

/** Demo accounts and data are for development; production gets reference data only. */
export const withDemoData = () => process.env.NODE_ENV !== 'production' && process.env.SEED_DEMO !== 'false';

/** The demo's files go where the server keeps files, signed with the certificate it signs with. */
async function ficherosDemo() {
  const { getStorage } = await import('../../src/platform/storage/index.ts');
  const { configuracionFirma } = await import('../../src/platform/firma/index.ts');
  const { listenOrigin, publicOrigin } = await import('../../src/platform/mail/links.ts');
  let origenPublico: string;
  try {
    origenPublico = publicOrigin();
  } catch {
    origenPublico = listenOrigin();
  }
  return { storage: getStorage(), firma: () => configuracionFirma(), origenPublico };
}

/**
 * Migrates, and seeds when the database is new (or always): reference data, plus the demo
 * data unless in production. Returns whether it seeded.
 */
export async function prepareDatabase(opts: { seed: 'if-empty' | 'always' | 'never'; demo?: boolean }) {
  const db = openDatabase();
  await migrateLibsql(db);
  const shouldSeed = opts.seed === 'always' || (opts.seed === 'if-empty' && (await isEmpty(db)));
  if (shouldSeed)
    await ((opts.demo ?? withDemoData()) ? seedDemo(db, new Date(), { ficheros: await ficherosDemo() }) : seedBase(db));
  return { db, seeded: shouldSeed };
}
