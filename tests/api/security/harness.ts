/**
 * The harness of the per-area security tables (tests/api/security/*.security.test.ts). Each
 * area writes by hand, for every route of its API rule table, the answer each demo role gets
 * from the running API. The answers are written from the area's policy as a person reads it;
 * they are never computed from the rules or policies under test. The rule tables are read only
 * to check that every route has its row (a route without one fails, named).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../../src/db/seed/index.ts';
import { systemClock } from '../../../src/domain/context.ts';
import { createSession } from '../../../src/domain/identidad/sesiones.ts';
import { errores } from '../../../src/i18n/errores.ts';
import { createTestApp } from '../helpers.ts';

/**
 * The route let the caller in: neither 401 nor 403, no server error, and not the reply to an
 * address no route matches. With the sample ids and the empty body below that is mostly the
 * route's own 400, 404 or 409, or a 2xx.
 */
export const YES = 'yes';
export type Answer = typeof YES | 401 | 403;

/** The columns of every row, in this order: no session, then each demo account (src/db/seed/identidad.ts). */
export const COLUMNS = [
  'anonimo',
  'superadmin',
  'admin',
  'gestor',
  'tutor',
  'representante',
  'representante2',
  'representante3',
  'autoevaluador',
  'jefeevaluacion',
  'evaluador',
] as const;
export type Role = (typeof COLUMNS)[number];

/** One answer per column of `COLUMNS`. */
export type Row = readonly [Answer, Answer, Answer, Answer, Answer, Answer, Answer, Answer, Answer, Answer, Answer];

/** Path parameters that must have a valid shape for the route to match at all; any other id is one that does not exist. */
const SAMPLE_PARAMS: Record<string, string> = { tipo: 'ENTID', entidad: 'Solicitud' };
const samplePath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '999999')}`;

/** The roles of a test's name: "every account" rather than the ten names. */
const named = (roles: readonly Role[]) => {
  const accounts = roles.filter((r) => r !== 'anonimo');
  const who = accounts.length === COLUMNS.length - 1 ? ['every account'] : accounts.length > 0 ? [accounts.join(', ')] : [];
  return [...who, ...(roles.includes('anonimo') ? ['anyone without a session'] : [])].join(' and ');
};

/** "401 for anonimo; 403 for gestor, tutor": the refusals of a row, by status. */
const refusals = (refused: readonly (readonly [Role, number])[]) =>
  [401, 403]
    .map((status) => [status, refused.filter(([, s]) => s === status).map(([role]) => role)] as const)
    .filter(([, roles]) => roles.length > 0)
    .map(([status, roles]) => `${status} for ${named(roles)}`)
    .join('; ');

/**
 * One area's table: a check that its rows are exactly the routes of `routes` (the keys of the
 * area's API rule table), then, per route, one test for the roles it lets in and one for the
 * roles it turns away (401 or 403, as written).
 */
export function securityTable(area: string, routes: readonly string[], table: Readonly<Record<string, Row>>) {
  describe(`${area}: who gets through each route`, () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    const ids = new Map<Role, number>();

    beforeAll(async () => {
      t = await createTestApp();
      await seedDemoUsuarios(t.db);
      for (const role of COLUMNS.slice(1)) {
        const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, role));
        if (!u) throw new Error(`demo user ${role} missing`);
        ids.set(role, u.id);
      }
    });

    /**
     * The status `role` gets from the route: a fresh session per call, since some allowed calls
     * (logout, password change) end it. 0 when no route matched the sample path at all, so that
     * a table row never passes on an address the router does not know.
     */
    async function call(role: Role, key: string): Promise<number> {
      const [method, path] = key.split(' ') as [string, string];
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const usuarioId = ids.get(role);
      if (usuarioId !== undefined)
        headers.authorization = `Bearer ${(await createSession(t.db, { usuarioId, clock: systemClock })).token}`;
      const res = await t.app.request(samplePath(path), {
        method,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      });
      if (res.status === 404 && (await res.text()).includes(errores.rutaNoEncontrada)) return 0;
      return res.status;
    }

    it(`has one hand-written row for each of its ${routes.length} routes, and no other`, () => {
      const missing = routes.filter((k) => !(k in table));
      const stale = Object.keys(table).filter((k) => !routes.includes(k));
      expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    });

    for (const [key, row] of Object.entries(table)) {
      const lets = COLUMNS.filter((_, i) => row[i] === YES);
      const refused = COLUMNS.flatMap((role, i) => (row[i] === YES ? [] : [[role, row[i] as number] as const]));
      if (lets.length > 0)
        it(`${key}: lets in ${named(lets)}`, async () => {
          const wrong: string[] = [];
          for (const role of lets) {
            const status = await call(role, key);
            if (status === 0 || status === 401 || status === 403 || status >= 500)
              wrong.push(`${role}: ${status || 'no route matches the address'}`);
          }
          expect(wrong, 'these should have got past the gate').toEqual([]);
        });
      if (refused.length > 0)
        it(`${key}: ${refusals(refused)}`, async () => {
          const wrong: string[] = [];
          for (const [role, expected] of refused) {
            const status = await call(role, key);
            if (status !== expected) wrong.push(`${role}: ${status}, expected ${expected}`);
          }
          expect(wrong).toEqual([]);
        });
    }
  });
}
