import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema/index.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { systemClock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { cabecerasPlanas } from '../../src/platform/light-reply.ts';
import { createTestApp } from '../api/helpers.ts';

// @hono/node-server writes a light Response (status, headers, string or bytes) straight to the
// socket; one whose body was touched becomes undici's full Response and is streamed, at several
// times the CPU (docs/performance.md, ADR 0027). Its light replies carry a `cache` symbol.
const esLigera = (res: Response) => Object.getOwnPropertySymbols(res).some((s) => s.description === 'cache');
// …and its headers a plain object, which it hands to Node's writeHead as it is, without an undici
// Headers built, sorted and copied (ADR 0032).
const cabecerasEnObjeto = (res: Response) => cabecerasPlanas(res) !== undefined;

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
// The globals as they were: put back after, for the files that share this worker.
const globales = { Request: globalThis.Request, Response: globalThis.Response };
afterAll(() => {
  globalThis.Request = globales.Request;
  globalThis.Response = globales.Response;
});
beforeAll(async () => {
  // Installs @hono/node-server's light Request and Response as the globals, as the Node server does.
  getRequestListener(() => new Response(null));
  t = await createTestApp();
  await seedDemoUsuarios(t.db);
  const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'superadmin'));
  token = (await createSession(t.db, { usuarioId: u?.id ?? 0, clock: systemClock })).token;
});

describe('API replies on Node stay light (no rebuilt, streamed reply)', () => {
  it('for a public read with CORS, kept and not yet kept', async () => {
    const primera = await t.get('/api/provincias', { Origin: 'https://socio.example' });
    const segunda = await t.get('/api/provincias', { Origin: 'https://socio.example' });
    // Before anything reads `headers`, which turns the plain object into a Headers.
    expect(esLigera(primera) && cabecerasEnObjeto(primera)).toBe(true);
    expect(esLigera(segunda) && cabecerasEnObjeto(segunda)).toBe(true);
    const igual = await t.get('/api/provincias', { 'If-None-Match': segunda.headers.get('etag') ?? '' });
    expect([primera.status, segunda.status, igual.status]).toEqual([200, 200, 304]);
    expect(segunda.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('for a signed-in read, which is still no-store', async () => {
    const yo = await t.get('/api/yo', { Authorization: `Bearer ${token}` });
    expect(yo.status).toBe(200);
    expect(esLigera(yo) && cabecerasEnObjeto(yo)).toBe(true);
    expect(yo.headers.get('cache-control')).toBe('no-store');
  });

  it('for a route that matches nothing', async () => {
    const res = await t.get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(esLigera(res) && cabecerasEnObjeto(res)).toBe(true);
  });
});
