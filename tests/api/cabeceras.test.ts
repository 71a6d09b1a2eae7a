import { beforeAll, describe, expect, it } from 'vitest';
import { SEGURIDAD_ESPERADA as SEGURIDAD } from './cabeceras-esperadas.ts';
import { createIdentityTestApp } from './login-helpers.ts';

/**
 * The complete header set of API replies as the app makes them, on every runtime (Node and
 * workerd): the headers that are not the handler's are set once on the finished reply
 * (src/api/reply-headers.ts, ADR 0032). tests/scripts/cabeceras-nodo.test.ts checks the same on
 * the wire of the Node server (with what @hono/node-server and the gzip step add).
 */

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});

const H = { 'X-Instancia': 'soludable' };

/** Every header but the request id, whose form is checked, and the ETag's value. */
function todas(res: Response): Record<string, string> {
  const h: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    h[k] = v;
  });
  const { 'x-request-id': id, etag, ...resto } = h;
  expect(id).toMatch(/^[\w\-=]+$/);
  return { ...resto, ...(etag ? { etag: '…' } : {}) };
}

describe('the complete headers of API replies', () => {
  it('a route that matches nothing, and an error a handler threw', async () => {
    const res = await t.send('GET', '/api/no-existe', undefined, H);
    expect(res.status).toBe(404);
    expect(todas(res)).toEqual({ ...SEGURIDAD, 'content-type': 'application/json' });
  });

  it('a signed-in read (no-store), also of a public path (and CORS)', async () => {
    const { token } = await t.sessionFor('admin');
    const yo = await t.send('GET', '/api/yo', undefined, { ...H, ...t.bearer(token) });
    expect(yo.status).toBe(200);
    expect(todas(yo)).toEqual({ ...SEGURIDAD, 'content-type': 'application/json', 'cache-control': 'no-store' });
    const pub = await t.send('GET', '/api/provincias', undefined, { ...H, ...t.bearer(token) });
    expect(todas(pub)).toEqual({
      ...SEGURIDAD,
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      etag: '…',
      vary: 'Cookie, Authorization, X-Instancia',
    });
  });

  it('public lists whose routes also have sub-paths: the cache runs once, Vary names each header once', async () => {
    // Hono's '/x/*' also matches '/x': a list registered under both ran the cache twice.
    for (const path of ['/api/publico/acreditaciones', '/api/procesosAbiertos', '/api/publico/manuales']) {
      for (const vez of ['primera', 'guardada']) {
        const res = await t.send('GET', path, undefined, H);
        expect(res.status, `${path} ${vez}`).toBe(200);
        expect(res.headers.get('vary'), `${path} ${vez}`).toBe('Cookie, Authorization, X-Instancia');
      }
    }
  });

  it('a public read, kept and not yet, and its 304', async () => {
    const esperado = {
      ...SEGURIDAD,
      'content-type': 'application/json',
      'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
      'access-control-allow-origin': '*',
      etag: '…',
      vary: 'Cookie, Authorization, X-Instancia',
    };
    const primera = await t.send('GET', '/api/provincias', undefined, H);
    expect(todas(primera)).toEqual(esperado);
    const segunda = await t.send('GET', '/api/provincias', undefined, H);
    expect(todas(segunda)).toEqual(esperado);
    const igual = await t.send('GET', '/api/provincias', undefined, {
      ...H,
      'If-None-Match': segunda.headers.get('etag') ?? '',
    });
    expect(igual.status).toBe(304);
    const { 'content-type': _, ...sinTipo } = esperado;
    expect(todas(igual)).toEqual(sinTipo);
  });

  it('keeps a request id the client sent when it is plain, and replaces one that is not', async () => {
    const propio = await t.send('GET', '/api/salud', undefined, { ...H, 'X-Request-Id': 'abc-123=' });
    expect(propio.headers.get('x-request-id')).toBe('abc-123=');
    const malo = await t.send('GET', '/api/no-existe', undefined, { ...H, 'X-Request-Id': 'a b' });
    const id = malo.headers.get('x-request-id');
    expect(id).not.toBe('a b');
    expect((await malo.json()).requestId).toBe(id);
  });
});
