import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errores } from '../../i18n/errores.ts';
import { csrfMiddleware } from './csrf.ts';

const app = new Hono();
app.use(csrfMiddleware());
app.all('/api/algo', (c) => c.text('hecho'));

const OWN = 'http://localhost';
const call = (method: string, headers: Record<string, string> = {}) => app.request(`${OWN}/api/algo`, { method, headers });
const conCookie = (h: Record<string, string> = {}) => ({ cookie: 'sesion=abc', ...h });

describe('CSRF check for cookie sessions', () => {
  it('lets safe methods through from any site, cookie or not', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const res = await call(method, conCookie({ 'sec-fetch-site': 'cross-site', origin: 'https://ajeno.example' }));
      expect(res.status, method).toBe(200);
    }
  });

  it('does not check a write without the session cookie (a bearer call carries no ambient credential)', async () => {
    const res = await call('POST', {
      authorization: 'Bearer x',
      'sec-fetch-site': 'cross-site',
      origin: 'https://ajeno.example',
    });
    expect(res.status).toBe(200);
    // Another cookie is not the session's.
    expect((await call('DELETE', { cookie: 'otra=1', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });

  it('with the cookie, trusts Sec-Fetch-Site: only same-origin passes, whatever Origin says', async () => {
    expect((await call('POST', conCookie({ 'sec-fetch-site': 'same-origin' }))).status).toBe(200);
    for (const site of ['same-site', 'cross-site', 'none']) {
      const res = await call('PUT', conCookie({ 'sec-fetch-site': site, origin: OWN }));
      expect(res.status, site).toBe(403);
      expect(await res.json()).toEqual({ status: 403, message: errores.origenNoPermitido });
    }
  });

  it('with the cookie and no Sec-Fetch-Site, needs Origin to be our own origin', async () => {
    expect((await call('PATCH', conCookie({ origin: OWN }))).status).toBe(200);
    expect((await call('PATCH', conCookie({ origin: 'https://ajeno.example' }))).status).toBe(403);
    expect((await call('POST', conCookie({ origin: 'http://localhost:8080' }))).status).toBe(403);
    expect((await call('DELETE', conCookie())).status).toBe(403);
  });
});
