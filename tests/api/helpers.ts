import { createApp } from '../../src/api/app.ts';
import { createIsolatedDb } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import { seedBase } from '../../src/db/seed/index.ts';
import type { Clock } from '../../src/domain/context.ts';

/** A fresh migrated, seeded in-memory database and the API over it. */
export async function createTestApp(opts: { clock?: Clock } = {}) {
  const db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db);
  const app = createApp({ db, clock: opts.clock });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, db, get, postJson };
}
