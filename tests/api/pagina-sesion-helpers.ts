import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { setDbForTests } from '../../src/db/client.ts';
import type { Db } from '../../src/db/types.ts';
import { sellado } from '../../src/domain/auditoria/cadena.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import {
  clearSessionPageCache,
  sessionCachedPage,
  sessionPageKey,
  sessionPageVersion,
  storeSessionPage,
} from '../../src/platform/page-cache-session.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSharedDb } from '../runtime/plataforma.ts';

/** The CSP a kept page gets: its inline scripts' hashes (as page-security.ts builds it). */
export const cspDeHashes = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;

/**
 * What the per-session page cache tests (ADR 0025, 0028) do around the cache: keep a render,
 * ask for the kept page, and call the API as a signed-in user at the tests' clock. `db` is read
 * per call because the suites assign it in `beforeAll`.
 */
export function paginaSesion(db: () => Db, cookies: Record<string, string>, ahora: number) {
  /** Keeps a render as page-security.ts does: under the version read before it. */
  async function guardar(r: Request, html: string, now = ahora) {
    // An audited write is sealed ~250 ms after it, which moves the `datos` stamp again: done
    // before the copy is kept, so no seal of an earlier write lands between keeping and serving.
    await sellado(db());
    const k = sessionPageKey(r);
    if (!k) throw new Error('not a kept page');
    const version = await sessionPageVersion(k, {}, now);
    if (version === null) throw new Error('no session');
    const rendered = new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
    return storeSessionPage(k.key, r, rendered, cspDeHashes, version, now);
  }

  /** What the cache answers: the kept page's text, or null when the page must be rendered. */
  async function servida(r: Request, now = ahora + 1000): Promise<string | null> {
    const res = await sessionCachedPage(r, {}, now);
    return res ? res.text() : null;
  }

  const api = (quien: string, method: string, path: string, body?: unknown) =>
    createTestApi({ db: db(), clock: { now: () => new Date(ahora) } }).request(`/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${cookies[quien]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  return { guardar, servida, api };
}

/**
 * The writes (`INSERT t`, `UPDATE t`…) of `tablas` that no unconditional trigger answers by
 * bumping one of `claves`: what a kept page would miss. Empty when every write is stamped.
 */
export async function escriturasSinSello(db: Db, tablas: readonly string[], claves: readonly string[]): Promise<string[]> {
  const triggers = (await db.all(sql`select tbl_name t, sql from sqlite_master where type = 'trigger'`)) as {
    t: string;
    sql: string;
  }[];
  const bumps = new RegExp(`\`clave\` = '(${claves.join('|')})'`);
  return tablas.flatMap((tabla) =>
    ['INSERT', 'UPDATE', 'DELETE']
      .filter(
        (op) =>
          !triggers.some(
            (tr) => tr.t === tabla && tr.sql.includes(`AFTER ${op} ON`) && !/\bWHEN\b/.test(tr.sql) && bumps.test(tr.sql),
          ),
      )
      .map((op) => `${op} ${tabla}`),
  );
}

/**
 * Opens at `ahora` one session for each of `quienes` (user names) and a second one for the
 * first, `otraSesion`: fills `cookies` with their tokens and `ids` with the users' ids.
 */
async function abrirSesiones(
  db: Db,
  quienes: readonly string[],
  ahora: number,
  cookies: Record<string, string>,
  ids: Record<string, number>,
): Promise<void> {
  const clock = { now: () => new Date(ahora) };
  for (const quien of quienes) {
    const [row] = (await db.all(sql`select id from usuarios where user_name = ${quien}`)) as { id: number }[];
    ids[quien] = row?.id ?? 0;
    cookies[quien] = (await createSession(db, { usuarioId: ids[quien] ?? 0, clock })).token;
  }
  cookies.otraSesion = (await createSession(db, { usuarioId: ids[quienes[0] as string] ?? 0, clock })).token;
}

/**
 * The set-up every per-session page cache suite shares, as its `beforeAll`/`afterAll`: two
 * "processes" (`a` and `b`, two clients on one database file, each with its own memory),
 * `a` filled by `sembrar` and made the pages' database, and the sessions of `quienes` opened
 * at `ahora` (`abrirSesiones`). `a` and `b` are set when the suite's own `beforeAll` hooks run
 * (registered after this call, so they run after it). Afterwards the pages' database and the
 * cache are cleared and the file removed.
 */
export function entornoPaginaSesion(opts: { ahora: number; sembrar: (db: Db) => Promise<unknown>; quienes: readonly string[] }) {
  let shared: Awaited<ReturnType<typeof createSharedDb>> | undefined;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const db = (cual: 'a' | 'b') => (): Db => {
    if (!shared) throw new Error('entornoPaginaSesion: the suite has not started');
    return shared[cual];
  };
  beforeAll(async () => {
    shared = await createSharedDb();
    await opts.sembrar(shared.a);
    setDbForTests(shared.a);
    await abrirSesiones(shared.a, opts.quienes, opts.ahora, cookies, ids);
  });
  afterAll(async () => {
    setDbForTests(undefined);
    clearSessionPageCache();
    await shared?.cleanup();
  });
  return {
    get a() {
      return db('a')();
    },
    get b() {
      return db('b')();
    },
    cookies,
    ids,
    ...paginaSesion(db('a'), cookies, opts.ahora),
  };
}
