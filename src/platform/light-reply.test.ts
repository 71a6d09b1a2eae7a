import { readFileSync } from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabecerasPlanas, partesLigeras, respuestaConCabeceras } from './light-reply.ts';

const installed = JSON.parse(readFileSync(new URL('../../node_modules/@hono/node-server/package.json', import.meta.url), 'utf8'))
  .version as string;
const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).dependencies[
  '@hono/node-server'
] as string;

const before = { Request: globalThis.Request, Response: globalThis.Response };
let LightResponse: typeof Response;
/** undici's Response, which node-server's light one extends. */
let FetchResponse: typeof Response;
beforeAll(() => {
  // The Node server installs node-server's light Request and Response as the globals (once: it
  // checks the Request global). Taken here, and the globals put back as they were for the files
  // that share this worker.
  getRequestListener(() => new Response(null));
  LightResponse = globalThis.Response;
  FetchResponse = Object.getPrototypeOf(LightResponse);
  globalThis.Request = before.Request;
  globalThis.Response = before.Response;
});
afterAll(() => {
  globalThis.Request = before.Request;
  globalThis.Response = before.Response;
});

/** Runs `fn` with the light Response as the global, as on the Node server. */
function asOnNode<T>(fn: () => T): T {
  globalThis.Response = LightResponse;
  try {
    return fn();
  } finally {
    globalThis.Response = before.Response;
  }
}

// light-reply.ts reads @hono/node-server's private `cache` symbol (ADR 0044). If a release
// moves it, every reply silently takes the dearer Fetch way: these fail first, saying so.
describe('the @hono/node-server internal the light replies read (ADR 0044)', () => {
  it('is the version package.json pins exactly', () => {
    expect(pinned, '@hono/node-server must be pinned to an exact version (ADR 0044)').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed, `@hono/node-server ${installed} is installed but ${pinned} is pinned: re-check ADR 0044`).toBe(pinned);
  });

  it("the Node server's Response is node-server's light one, with [status, body, headers] under the `cache` symbol", () => {
    // Its light Response extends the Fetch one it replaces; undici's own extends nothing.
    expect(FetchResponse, 'node-server no longer installs its own Response as the global (ADR 0044)').not.toBe(
      Function.prototype,
    );
    const headers = { 'content-type': 'application/json', 'x-uno': '1' };
    const res = new LightResponse('{"a":1}', { status: 201, headers });
    const symbol = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
    expect(symbol, "node-server's light Response has no symbol named `cache` (ADR 0044)").toBeDefined();
    expect((res as unknown as Record<symbol, unknown>)[symbol as symbol]).toEqual([201, '{"a":1}', headers]);
  });

  it('reads the parts of a light reply without turning it into a full one', async () => {
    const headers = { 'content-type': 'text/plain', 'x-uno': '1' };
    const res = new LightResponse('hola', { status: 202, headers });
    expect(partesLigeras(res)).toEqual({ status: 202, body: 'hola', headers });
    const planas = cabecerasPlanas(res);
    expect(planas).toBe(headers);
    // Still light: the symbol is only dropped when node-server builds the full reply.
    expect(partesLigeras(res)?.headers).toBe(headers);
    const nueva = asOnNode(() => respuestaConCabeceras(res, { 'content-type': 'text/plain', 'x-dos': '2' }));
    expect(partesLigeras(nueva as Response)).toEqual({
      status: 202,
      body: 'hola',
      headers: { 'content-type': 'text/plain', 'x-dos': '2' },
    });
    expect(await (nueva as Response).text()).toBe('hola');
  });

  it('finds nothing in a Fetch Response or once a light one has been read: callers take the Fetch way', async () => {
    const fetchRes = new FetchResponse('hola', { headers: { 'x-uno': '1' } });
    expect(partesLigeras(fetchRes)).toBeUndefined();
    expect(cabecerasPlanas(fetchRes)).toBeUndefined();
    expect(respuestaConCabeceras(fetchRes, {})).toBeUndefined();
    const light = new LightResponse('hola', { headers: new Headers({ 'x-uno': '1' }) });
    // Headers given as a Headers object: the parts are there, but not as a plain object.
    expect(partesLigeras(light)?.status).toBe(200);
    expect(cabecerasPlanas(light)).toBeUndefined();
    await light.text();
    expect(partesLigeras(light)).toBeUndefined();
  });
});
