import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { systemClock } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { compressApiReply } from '../../src/platform/api-compression.ts';
import { SEGURIDAD_ESPERADA as SEGURIDAD } from '../api/cabeceras-esperadas.ts';
import { createTestApp } from '../api/helpers.ts';

/**
 * The complete header set each kind of API reply carries on the wire, through the Node server's
 * path (@hono/node-server's listener, then api-compression.ts, as scripts/lib/node-server.ts
 * runs them). Names and values; the order is not compared. Values that change per reply
 * (request id, date, ETag) are checked by their form.
 */

/** The cookies a sign-in sets, in order. */
const COOKIES = ['sesion', 'sesion_refresco'];

let server: Server;
let token: string;
// The listener installs node-server's light Request and Response as the globals; they are put
// back afterwards for the test files that share this worker (vitest runs them unisolated).
const globales = { Request: globalThis.Request, Response: globalThis.Response };
beforeAll(async () => {
  const t = await createTestApp();
  await seedDemoUsuarios(t.db);
  const [u] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'superadmin'));
  token = (await createSession(t.db, { usuarioId: u?.id ?? 0, clock: systemClock })).token;
  const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  server = createServer(
    getRequestListener((req) => Promise.resolve(t.app.fetch(req, env)).then((res) => compressApiReply(req, res))),
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  globalThis.Request = globales.Request;
  globalThis.Response = globales.Response;
});

async function pedir(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((ok, ko) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h: Record<string, string> = {};
        const raw = res.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) {
          const k = (raw[i] as string).toLowerCase();
          // A name twice would be a header sent twice: joined, so the comparison sees it.
          h[k] = k in h ? `${h[k]} | ${raw[i + 1]}` : (raw[i + 1] as string);
        }
        ok({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', ko);
    req.end(body);
  });
}

/**
 * The headers without the values that change per reply, checked here by their form: the date,
 * the request id, the ETag (its form: strong, or weak after gzip) and the length (the body's).
 */
function sinVariables(r: { headers: Record<string, string>; body: Buffer }, method = 'GET'): Record<string, string> {
  const { date, 'x-request-id': id, etag, 'content-length': largo, connection, ...resto } = r.headers;
  expect(date).toMatch(/GMT$/);
  expect(id).toMatch(/^[\w\-=]+$/);
  expect(connection).toBe('close');
  if (largo !== undefined && method !== 'HEAD') expect(Number(largo)).toBe(r.body.byteLength);
  if (etag !== undefined) expect(etag).toMatch(/^(W\/)?"[\w+/=-]{27}"$/);
  return {
    ...resto,
    ...(etag !== undefined ? { etag: etag.startsWith('W/') ? 'W/…' : '…' } : {}),
    ...(largo !== undefined ? { 'content-length': 'n' } : {}),
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };
const PUBLICA = { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400', etag: '…' };
const VARY_PUBLICA = { vary: 'Cookie, Authorization, X-Instancia, Accept-Encoding' };
const ERROR = { ...SEGURIDAD, ...JSON_TYPE, vary: 'Accept-Encoding', 'content-length': 'n' };

describe('the complete headers of each kind of API reply on the Node server', () => {
  it('a public read, kept or not, with CORS and an ETag', async () => {
    const esperado = {
      ...SEGURIDAD,
      ...JSON_TYPE,
      ...PUBLICA,
      ...VARY_PUBLICA,
      'access-control-allow-origin': '*',
      'content-length': 'n',
    };
    for (let i = 0; i < 2; i++) {
      const r = await pedir('GET', '/api/provincias', { Origin: 'https://socio.example' });
      expect(r.status).toBe(200);
      expect(sinVariables(r)).toEqual(esperado);
    }
    const salud = await pedir('GET', '/api/salud');
    expect(sinVariables(salud)).toEqual({
      ...SEGURIDAD,
      ...JSON_TYPE,
      'access-control-allow-origin': '*',
      vary: 'Accept-Encoding',
      'content-length': 'n',
    });
  });

  it('its 304, its gzip form and its HEAD', async () => {
    const ok = await pedir('GET', '/api/provincias');
    const igual = await pedir('GET', '/api/provincias', { 'If-None-Match': ok.headers.etag ?? '' });
    expect(igual.status).toBe(304);
    expect(sinVariables(igual)).toEqual({
      ...SEGURIDAD,
      ...PUBLICA,
      'access-control-allow-origin': '*',
      vary: 'Cookie, Authorization, X-Instancia',
      'content-type': 'text/plain; charset=UTF-8',
    });
    const gz = await pedir('GET', '/api/provincias', { 'Accept-Encoding': 'gzip' });
    expect(sinVariables(gz)).toEqual({
      ...SEGURIDAD,
      ...JSON_TYPE,
      ...PUBLICA,
      ...VARY_PUBLICA,
      etag: 'W/…',
      'access-control-allow-origin': '*',
      'content-encoding': 'gzip',
      'content-length': 'n',
    });
    const head = await pedir('HEAD', '/api/provincias');
    expect(sinVariables(head, 'HEAD')).toEqual({
      ...SEGURIDAD,
      ...JSON_TYPE,
      'cache-control': PUBLICA['cache-control'],
      'access-control-allow-origin': '*',
    });
  });

  it('a signed-in read: no-store, also on a public path', async () => {
    const yo = await pedir('GET', '/api/yo', { Authorization: `Bearer ${token}` });
    expect(yo.status).toBe(200);
    expect(sinVariables(yo)).toEqual({ ...ERROR, 'cache-control': 'no-store' });
    const pub = await pedir('GET', '/api/provincias', { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' });
    expect(sinVariables(pub)).toEqual({
      ...SEGURIDAD,
      ...JSON_TYPE,
      ...VARY_PUBLICA,
      etag: 'W/…',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'content-encoding': 'gzip',
      'content-length': 'n',
    });
  });

  it('a sign-in, which hands out cookies', async () => {
    const r = await pedir(
      'POST',
      '/api/login',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
    );
    expect(r.status).toBe(200);
    const { 'set-cookie': cookies, ...resto } = sinVariables(r);
    expect(cookies?.split(' | ').map((c) => c.split('=')[0])).toEqual(COOKIES);
    expect(resto).toEqual({ ...ERROR, 'cache-control': 'no-store' });
  });

  it('errors: 404, 401, 422, and a 400 on a public path (with CORS)', async () => {
    for (const [m, p, b] of [
      ['GET', '/api/no-existe'],
      ['GET', '/api/usuarios'],
      ['POST', '/api/ubicaciones/validar', '{"provinciaId":"x"}'],
      ['POST', '/api/login', '{"username":"nadie","password":"x"}'],
    ] as const) {
      const r = await pedir(m, p, { 'content-type': 'application/json' }, b);
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(sinVariables(r), p).toEqual(ERROR);
    }
    const r = await pedir('GET', '/api/provincias', { 'X-Instancia': 'no-existe' });
    expect(r.status).toBe(400);
    expect(sinVariables(r)).toEqual({ ...ERROR, 'access-control-allow-origin': '*' });
  });

  it('an OPTIONS of a path that is not public: no CORS, a 404 as for any method a path lacks', async () => {
    const r = await pedir('OPTIONS', '/api/usuarios', {
      Origin: 'https://socio.example',
      'Access-Control-Request-Method': 'GET',
    });
    expect(r.status).toBe(404);
    expect(sinVariables(r)).toEqual(ERROR);
  });

  it("a preflight, hono's cors", async () => {
    const r = await pedir('OPTIONS', '/api/provincias', {
      Origin: 'https://socio.example',
      'Access-Control-Request-Method': 'GET',
    });
    expect(r.status).toBe(204);
    expect(sinVariables(r)).toEqual({
      ...SEGURIDAD,
      'access-control-allow-headers': 'X-Instancia',
      'access-control-allow-methods': 'GET,HEAD,OPTIONS',
      'access-control-allow-origin': '*',
      'access-control-max-age': '86400',
      vary: 'Access-Control-Request-Headers',
      'content-type': 'text/plain; charset=UTF-8',
    });
  });
});
