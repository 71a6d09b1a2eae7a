import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { fromSocket } from './helpers.ts';
import { createIdentityTestApp } from './login-helpers.ts';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});

const H = { 'X-Instancia': 'soludable' };

describe('Cache-Control of API replies', () => {
  it('is no-store on every reply to a signed-in caller, success or error', async () => {
    const { token } = await t.sessionFor('admin');
    for (const path of ['/api/yo', '/api/usuarios', '/api/provincias', '/api/usuarios/99999999', '/api/no-existe']) {
      const res = await t.send('GET', path, undefined, { ...H, ...t.bearer(token) });
      expect(res.headers.get('cache-control'), `${path} (${res.status})`).toBe('no-store');
    }
    const cookie = await t.send('GET', '/api/yo', undefined, { ...H, Cookie: `sesion=${token}` });
    expect(cookie.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on a reply that hands out a session (sign-in, refresh)', async () => {
    const login = await t.send(
      'POST',
      '/api/login',
      { username: 'admin', password: DEMO_PASSWORD },
      {},
      fromSocket('192.0.2.80'),
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { tokenRefresco } = await login.json();
    const refresh = await t.send('POST', '/api/login/refrescar', { tokenRefresco });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves anonymous public reads cacheable', async () => {
    const res = await t.send('GET', '/api/provincias', undefined, H);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('a reply made from an error a handler threw', () => {
  // The outer app's error handler answers (app.ts): the middlewares after the thrower still add
  // their headers to that reply, as they do to a handler's own.
  it('keeps the security headers, no-store when signed in, and CORS on a public path', async () => {
    const { token } = await t.sessionFor('admin');
    const privada = await t.send('GET', '/api/usuarios/99999999', undefined, { ...H, ...t.bearer(token) });
    expect(privada.status).toBe(404);
    expect(privada.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(privada.headers.get('x-content-type-options')).toBe('nosniff');
    expect(privada.headers.get('x-request-id')).toBeTruthy();
    expect(privada.headers.get('cache-control')).toBe('no-store');
    expect((await privada.json()).message).toBeTruthy();
    const publica = await t.send('GET', '/api/publico/manuales/99999999', undefined, H);
    expect(publica.status).toBe(404);
    expect(publica.headers.get('access-control-allow-origin')).toBe('*');
    expect(publica.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
