import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { errores } from '../../src/i18n/errores.ts';
import { fromSocket } from './helpers.ts';
import { createIdentityTestApp } from './login-helpers.ts';

/**
 * What every API request passes before any handler (src/api/middleware/front-door.ts, ADR 0053):
 * the host name, against DNS rebinding, and a path ending in a slash.
 */

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const REBIND = 'http://rebind.evil.test';
const signIn = (origin: string, ip: string) =>
  t.send(
    'POST',
    `${origin}/api/login`,
    { username: 'superadmin', password: DEMO_PASSWORD },
    { Host: new URL(origin).host, Origin: origin },
    fromSocket(ip),
  );

describe('the host a request names', () => {
  it('a page on another name resolving to this server cannot sign in with the demo passwords (421)', async () => {
    const res = await signIn(REBIND, '192.0.2.40');
    expect(res.status).toBe(421);
    const body = await res.json();
    expect(body).toMatchObject({ status: 421, message: errores.hostNoPermitido });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    expect(res.headers.get('set-cookie')).toBeNull();
    // Reads too: refused before any handler, whatever the route.
    expect((await t.send('GET', `${REBIND}/api/salud`)).status).toBe(421);
    expect((await t.send('GET', `${REBIND}:3000/api/no-existe/`)).status).toBe(421);
  });

  it('our own names are answered: the test deployment’s PUBLIC_URL and the loopback names', async () => {
    expect((await signIn('http://localhost', '192.0.2.41')).status).toBe(200);
    expect((await signIn('http://127.0.0.1:3000', '192.0.2.42')).status).toBe(200);
  });

  it('a name listed in ALLOWED_HOSTS is answered too', async () => {
    vi.stubEnv('ALLOWED_HOSTS', 'rebind.evil.test');
    expect((await t.send('GET', `${REBIND}/api/salud`)).status).toBe(200);
  });

  it('in production, only PUBLIC_URL’s name (and ALLOWED_HOSTS)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PUBLIC_URL', 'https://acredita.example');
    expect((await t.send('GET', 'https://acredita.example/api/salud')).status).toBe(200);
    expect((await t.send('GET', 'http://127.0.0.1:3000/api/salud')).status).toBe(421);
  });
});

describe('a path ending in a slash', () => {
  it('moves with 308 to the path without it, query kept: never a server error', async () => {
    const res = await t.send('GET', '/api/provincias/?campos=Id,Nombre');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/api/provincias?campos=Id,Nombre');
    const followed = await t.send('GET', res.headers.get('location') ?? '');
    expect(followed.status).toBe(200);
  });

  it('a write too (308 keeps the method and body)', async () => {
    const res = await t.send('POST', '/api/login/', { username: 'x', password: 'y' });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/api/login');
  });
});
