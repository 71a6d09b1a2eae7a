import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import type { Db } from '../../src/db/types.ts';
import { createSession, SESSION_TTL_MS } from '../../src/domain/identidad/sesiones.ts';
import { hashToken } from '../../src/domain/identidad/tokens.ts';
import { loadSello } from '../../src/domain/shared/sellos.ts';
import { createTestApi } from '../runtime/api.ts';
import { createSharedDb } from '../runtime/plataforma.ts';

// ADR 0030: a signed-in request takes its session's row from process memory while the `sesiones`
// stamp it reads first is the one the row was kept under. Two "processes" are two clients on one
// database file, each with its own memory (two Node servers, or two Worker isolates): every test
// first makes process `a` keep the row, then changes it through `b` or through `a`'s own API.

const MINUTE = 60_000;
let shared: Awaited<ReturnType<typeof createSharedDb>>;
let a: Db;
let b: Db;
let usuarioId: number;
/** One clock for both processes, moved by the tests. */
const time = { now: Date.parse('2026-03-02T09:00:00Z') };
const clock = { now: () => new Date(time.now) };

const api = (db: Db) => createTestApi({ db, clock });
const get = (db: Db, path: string, token: string) => api(db).request(path, { headers: { Authorization: `Bearer ${token}` } });
const yo = async (db: Db, token: string) => (await get(db, '/api/yo', token)).status;
const send = (db: Db, method: string, path: string, token: string, body?: unknown) =>
  api(db).request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const nueva = async () => (await createSession(a, { usuarioId, clock })).token;
const fila = async (token: string) =>
  (await b.all(sql`select expira_en, ultimo_uso from sesiones where id = ${hashToken(token)}`)) as {
    expira_en: string;
    ultimo_uso: string;
  }[];

beforeAll(async () => {
  shared = await createSharedDb();
  a = shared.a;
  b = shared.b;
  await seedBase(a);
  await seedDemoUsuarios(a);
  const [row] = (await a.all(sql`select id from usuarios where user_name = 'admin'`)) as { id: number }[];
  usuarioId = row?.id ?? 0;
});
afterAll(() => shared.cleanup());

describe('the sesiones stamp', () => {
  it('moves with every write that can end or change a session, whatever wrote, but not with the last-use touch', async () => {
    const s0 = await loadSello(a, 'sesiones');
    expect(s0).toBeGreaterThan(0);
    const token = await nueva();
    const s1 = await loadSello(a, 'sesiones');
    expect(s1).toBe(s0 + 1);
    const id = hashToken(token);
    await b.run(sql`update sesiones set ultimo_uso = '2026-03-02T09:05:00.000Z' where id = ${id}`);
    expect(await loadSello(a, 'sesiones')).toBe(s1);
    await b.run(sql`update sesiones set expira_en = expira_en where id = ${id}`);
    expect(await loadSello(a, 'sesiones')).toBe(s1 + 1);
    await b.run(sql`delete from sesiones where id = ${id}`);
    expect(await loadSello(a, 'sesiones')).toBe(s1 + 2);
  });
});

describe('a session row kept in memory', () => {
  it('is no longer taken once another process deletes the session (revocation)', async () => {
    const token = await nueva();
    expect(await yo(a, token)).toBe(200);
    expect(await yo(a, token)).toBe(200);
    await b.run(sql`delete from sesiones where id = ${hashToken(token)}`);
    expect(await yo(a, token)).toBe(401);
  });

  it('dies at once when the session signs out through another process', async () => {
    const token = await nueva();
    expect(await yo(a, token)).toBe(200);
    expect((await send(b, 'POST', '/api/logout', token)).status).toBe(204);
    expect(await yo(a, token)).toBe(401);
    expect((await get(a, '/api/usuarios', token)).status).toBe(401);
  });

  it('dies everywhere but in the new session when the password is changed through another process', async () => {
    const vieja = await nueva();
    const otra = await nueva();
    expect(await yo(a, vieja)).toBe(200);
    expect(await yo(a, otra)).toBe(200);
    const res = await send(b, 'PUT', '/api/yo/contrasena', otra, {
      actual: DEMO_PASSWORD,
      password: 'Otra.Clave.2026',
      confirmPassword: 'Otra.Clave.2026',
    });
    expect(res.status).toBe(200);
    const { token: renovada } = (await res.json()) as { token: string };
    expect(await yo(a, vieja)).toBe(401);
    expect(await yo(a, otra)).toBe(401);
    expect(await yo(a, renovada)).toBe(200);
    // Put the demo password back for the other tests.
    expect(
      (
        await send(a, 'PUT', '/api/yo/contrasena', renovada, {
          actual: 'Otra.Clave.2026',
          password: DEMO_PASSWORD,
          confirmPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });

  it('follows an expiry moved by another process, and the clock passing it', async () => {
    const token = await nueva();
    expect(await yo(a, token)).toBe(200);
    await b.run(sql`update sesiones set expira_en = '2026-03-02T09:30:00.000Z' where id = ${hashToken(token)}`);
    expect(await yo(a, token)).toBe(200);
    const antes = time.now;
    // The clock passes the new expiry: the kept row's expiry is checked on every request.
    time.now = Date.parse('2026-03-02T09:30:00.000Z');
    expect(await yo(a, token)).toBe(401);
    expect(await fila(token)).toEqual([]);
    time.now = antes;
  });

  it('dies when the clock passes the expiry it was kept with', async () => {
    const token = await nueva();
    expect(await yo(a, token)).toBe(200);
    const antes = time.now;
    time.now += SESSION_TTL_MS;
    expect(await yo(a, token)).toBe(401);
    time.now = antes;
  });

  it('ends with its user, deactivated by another process', async () => {
    const token = await nueva();
    expect(await yo(a, token)).toBe(200);
    await b.run(sql`update usuarios set activo = 0 where id = ${usuarioId}`);
    expect(await yo(a, token)).toBe(401);
    await b.run(sql`update usuarios set activo = 1 where id = ${usuarioId}`);
  });

  it('loses a permission taken away by another process on the next request', async () => {
    const token = await nueva();
    expect((await get(a, '/api/usuarios', token)).status).toBe(200);
    await b.run(sql`create table perfiles_guardados as select * from usuario_perfiles where usuario_id = ${usuarioId}`);
    await b.run(sql`delete from usuario_perfiles where usuario_id = ${usuarioId}`);
    expect((await get(a, '/api/usuarios', token)).status).toBe(403);
    await b.run(sql`insert into usuario_perfiles select * from perfiles_guardados`);
    expect((await get(a, '/api/usuarios', token)).status).toBe(200);
  });

  it('writes the last use at most once a minute, and that write keeps the row', async () => {
    const token = await nueva();
    const creada = (await fila(token))[0]?.ultimo_uso;
    expect(await yo(a, token)).toBe(200);
    time.now += 2 * MINUTE;
    const sello = await loadSello(a, 'sesiones');
    expect(await yo(a, token)).toBe(200);
    const tocada = (await fila(token))[0]?.ultimo_uso;
    expect(tocada).toBe(new Date(time.now).toISOString());
    expect(tocada).not.toBe(creada);
    expect(await loadSello(a, 'sesiones')).toBe(sello);
    // Within the minute nothing is written again.
    time.now += 30_000;
    expect(await yo(a, token)).toBe(200);
    expect((await fila(token))[0]?.ultimo_uso).toBe(tocada);
  });
});
