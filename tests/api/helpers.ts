import { seedBase } from '../../src/db/seed/index.ts';
import type { Clock } from '../../src/domain/context.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSeededDb } from '../runtime/plataforma.ts';

/** A fresh migrated, seeded database (libSQL in memory, or D1 in workerd) and the API over it. */
export async function createTestApp(opts: { clock?: Clock } = {}) {
  // The reference data's registration date is the first call's on workerd (replayed after).
  const db = await createSeededDb('base', (db) => seedBase(db));
  const app = createTestApi({ db, clock: opts.clock });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, db, get, postJson };
}

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the assertions check
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();

/** The Id of a 201 reply (a create call a test relies on); throws with the reply otherwise. */
export async function createdId(res: Response): Promise<number> {
  const body = await res.json();
  if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body.Id as number;
}

/**
 * The platform bindings @hono/node-server passes for a request from `address`: what the API
 * reads the client's address from when no trusted proxy stands in front (app.request's 3rd argument).
 */
export const fromSocket = (address: string, vars: Record<string, string> = {}) => ({
  incoming: { socket: { remoteAddress: address } },
  ...vars,
});
