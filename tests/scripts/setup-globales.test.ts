import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

// tests/setup-globals.ts runs before every file: with `isolate: false` a file that started
// @hono/node-server's listener left its light Request and Response as the globals for the files
// after it in the same worker, and hono's HEAD answer over a reply made without options threw there.
describe('the globals put back before each test file', () => {
  it("restores undici's Request and Response after node-server's listener replaced them", async () => {
    const pristine = { Request: globalThis.Request, Response: globalThis.Response };
    const app = new Hono().get('/', (c) => c.text('hecho'));
    getRequestListener(app.fetch);
    expect(globalThis.Response).not.toBe(pristine.Response);
    // What the light classes broke: a HEAD over a handler's reply made without options.
    await expect(app.request('http://localhost/', { method: 'HEAD' })).rejects.toThrow(TypeError);

    // Run again as the next file's setup would (a query makes it a module of its own).
    const setup = '../setup-globals.ts?otra-vez';
    await import(/* @vite-ignore */ setup);
    expect(globalThis.Request).toBe(pristine.Request);
    expect(globalThis.Response).toBe(pristine.Response);
    expect((await app.request('http://localhost/', { method: 'HEAD' })).status).toBe(200);
  });
});
