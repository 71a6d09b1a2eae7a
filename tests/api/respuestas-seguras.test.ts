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
