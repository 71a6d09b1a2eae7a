import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { usuarios } from '../../db/schema/index.ts';
import type { Instancia } from '../../db/schema/instancias.ts';
import { seedBase, seedDemoUsuarios } from '../../db/seed/index.ts';
import type { Db } from '../../db/types.ts';
import { createSession, SESSION_TTL_MS } from '../../domain/identidad/sesiones.ts';
import type { ApiEnv } from '../types.ts';
import { authMiddleware, requestToken } from './auth.ts';

describe('the session token of a request', () => {
  it('is the bearer token when there is one, else the cookie', () => {
    expect(requestToken('Bearer abc', 'galleta')).toBe('abc');
    expect(requestToken('bearer   abc', undefined)).toBe('abc');
    expect(requestToken(undefined, 'galleta')).toBe('galleta');
    expect(requestToken(undefined, undefined)).toBeUndefined();
  });

  it('falls back to the cookie when Authorization is not one bearer token', () => {
    expect(requestToken('Basic dXNlcjpwYXNz', 'galleta')).toBe('galleta');
    expect(requestToken('Bearer a b', 'galleta')).toBe('galleta');
    expect(requestToken('Bearer ', undefined)).toBeUndefined();
  });
});

let db: Db;
let now = new Date('2026-11-28T10:00:00Z');
const clock = { now: () => now };
let usuarioId: number;
let token: string;
beforeAll(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db, now);
  await seedDemoUsuarios(db, now);
  const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'superadmin'));
  usuarioId = u?.id ?? 0;
  token = (await createSession(db, { usuarioId, clock })).token;
});

const app = (instanciaId = 'soludable') => {
  const a = new Hono<ApiEnv>();
  a.use((c, next) => {
    c.set('db', db);
    c.set('clock', clock);
    c.set('instancia', { id: instanciaId } as Instancia);
    return next();
  });
  a.use(authMiddleware());
  a.get('/', (c) => c.json({ actor: c.get('actor')?.usuarioId ?? null, sesion: c.get('sesion')?.usuario.id ?? null }));
  return a;
};
const quien = async (headers: Record<string, string>, instanciaId?: string) =>
  (await app(instanciaId).request('/', { headers })).json();

describe('the caller of a request', () => {
  it('is anonymous without a token, and with one that opens no session', async () => {
    expect(await quien({})).toEqual({ actor: null, sesion: null });
    expect(await quien({ authorization: 'Bearer inventado' })).toEqual({ actor: null, sesion: null });
    expect(await quien({ cookie: 'sesion=inventado' })).toEqual({ actor: null, sesion: null });
  });

  it('is the session user with a valid token, as bearer or as the session cookie', async () => {
    const yo = { actor: usuarioId, sesion: usuarioId };
    expect(await quien({ authorization: `Bearer ${token}` })).toEqual(yo);
    expect(await quien({ cookie: `sesion=${token}` })).toEqual(yo);
    // A bearer token that opens nothing is not rescued by the cookie: the token is the bearer's.
    expect(await quien({ authorization: 'Bearer inventado', cookie: `sesion=${token}` })).toEqual({ actor: null, sesion: null });
  });

  it("is anonymous when the session belongs to another instance's user", async () => {
    expect(await quien({ authorization: `Bearer ${token}` }, 'otra')).toEqual({ actor: null, sesion: null });
  });

  it('is anonymous once the session has expired', async () => {
    const antes = now;
    try {
      now = new Date(antes.getTime() + SESSION_TTL_MS + 1000);
      expect(await quien({ authorization: `Bearer ${token}` })).toEqual({ actor: null, sesion: null });
    } finally {
      now = antes;
    }
  });
});
