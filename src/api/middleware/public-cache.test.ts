import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import type { Instancia } from '../../db/schema/instancias.ts';
import { versiones } from '../../db/schema/sistema.ts';
import type { Db } from '../../db/types.ts';
import type { Actor } from '../../domain/context.ts';
import type { ApiEnv } from '../types.ts';
import { publicCache } from './public-cache.ts';

let db: Db;
let now = new Date('2026-11-28T10:00:00Z');
const clock = { now: () => now };
beforeAll(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  await db.update(versiones).set({ valor: 5 }).where(eq(versiones.clave, 'catalogo'));
});
const subirSello = () =>
  db
    .update(versiones)
    .set({ valor: sql`${versiones.valor} + 1` })
    .where(eq(versiones.clave, 'catalogo'));

/** How many times each handler ran: a kept reply does not run it. */
const runs: Record<string, number> = {};
const app = new Hono<ApiEnv>();
app.use((c, next) => {
  c.set('db', db);
  c.set('clock', clock);
  c.set('instancia', { id: 'soludable' } as Instancia);
  c.set('actor', c.req.header('x-sesion') ? ({ usuarioId: 1 } as Actor) : null);
  return next();
});
const contar = (name: string) => {
  runs[name] = (runs[name] ?? 0) + 1;
  return runs[name];
};
app.get('/simple', publicCache(), (c) => c.json({ n: contar('simple') }));
app.get('/propia', publicCache(), (c) => {
  c.header('cache-control', 'public, max-age=5');
  return c.json({ ok: true });
});
app.get('/no-store', publicCache(), (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ n: contar('no-store') });
});
app.get('/pdf', publicCache(), (c) => c.body('%PDF', 200, { 'content-type': 'application/pdf' }));
app.get('/falta', publicCache(), (c) => c.json({ error: 1 }, 404));
app.post('/simple', publicCache(), (c) => c.json({ escrito: true }));
app.get('/sellada', publicCache({ sello: 'catalogo' }), (c) => c.json({ n: contar('sellada') }));
app.get('/fija', publicCache({ sello: 'fijo' }), (c) => c.json({ n: contar('fija') }));
app.get('/diaria', publicCache({ sello: 'fijo', porDia: true }), (c) => c.json({ n: contar('diaria') }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('public reads: ETag and cache headers', () => {
  it('an anonymous reply gets an ETag, a minute in shared caches and the Vary of the caller', async () => {
    const res = await get('/simple');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9+/]{27}"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(res.headers.get('vary')).toBe('Cookie, Authorization, X-Instancia');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('the same version answers 304 without a body, strong, weak or any', async () => {
    const etag = (await get('/simple')).headers.get('etag') as string;
    // /simple's body changes every run; the ETag follows the body.
    expect((await get('/simple')).headers.get('etag')).not.toBe(etag);
    const actual = (await get('/propia')).headers.get('etag') as string;
    for (const inm of [actual, `W/${actual}`, `"otro", ${actual}`, '*']) {
      const res = await get('/propia', { 'if-none-match': inm });
      expect(res.status, inm).toBe(304);
      expect(await res.text()).toBe('');
      expect(res.headers.get('etag')).toBe(actual);
    }
    expect((await get('/propia', { 'if-none-match': '"otro"' })).status).toBe(200);
  });

  it("keeps the handler's own Cache-Control for anonymous callers; a signed-in caller's is private", async () => {
    expect((await get('/propia')).headers.get('cache-control')).toBe('public, max-age=5');
    expect((await get('/propia', { 'x-sesion': '1' })).headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('/simple', { 'x-sesion': '1' })).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('leaves as they are no-store, binary, failed and non-GET replies', async () => {
    const noStore = await get('/no-store');
    expect([noStore.headers.get('etag'), noStore.headers.get('cache-control')]).toEqual([null, 'no-store']);
    const pdf = await get('/pdf');
    expect([pdf.headers.get('etag'), await pdf.text()]).toEqual([null, '%PDF']);
    const falta = await get('/falta');
    expect([falta.status, falta.headers.get('etag')]).toEqual([404, null]);
    const post = await app.request('/simple', { method: 'POST' });
    expect([post.status, post.headers.get('etag')]).toEqual([200, null]);
  });
});

describe('public reads kept in memory under a change stamp', () => {
  it('an anonymous read runs the handler once per stamp; a signed-in read always runs it', async () => {
    expect(await (await get('/sellada')).json()).toEqual({ n: 1 });
    const segunda = await get('/sellada');
    expect(await segunda.json()).toEqual({ n: 1 });
    expect(segunda.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await (await get('/sellada', { 'x-sesion': '1' })).json()).toEqual({ n: 2 });
    expect(await (await get('/sellada')).json()).toEqual({ n: 1 });
    await subirSello();
    expect(await (await get('/sellada')).json()).toEqual({ n: 3 });
    expect(await (await get('/sellada')).json()).toEqual({ n: 3 });
  });

  it('a kept reply still answers 304 to its ETag', async () => {
    const etag = (await get('/sellada')).headers.get('etag') as string;
    expect((await get('/sellada', { 'if-none-match': etag })).status).toBe(304);
  });

  it('a fixed reply is kept until a deploy; one that depends on the day, until the day changes', async () => {
    await get('/fija');
    await subirSello();
    expect(await (await get('/fija')).json()).toEqual({ n: 1 });
    expect(await (await get('/diaria')).json()).toEqual({ n: 1 });
    expect(await (await get('/diaria')).json()).toEqual({ n: 1 });
    now = new Date('2026-11-29T10:00:00Z');
    expect(await (await get('/diaria')).json()).toEqual({ n: 2 });
  });
});
