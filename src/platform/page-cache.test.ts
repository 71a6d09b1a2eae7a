import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, clearPageCache, forgetPage, pageCacheKey, storePage } from './page-cache.ts';

const req = (path: string, headers: Record<string, string> = {}) => new Request(`http://x${path}`, { headers });
const html = '<html><body><p>Inicio</p><script>boot()</script><script type="module" src="/a.js"></script></body></html>';
const render = () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const csp = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;
/** A page already stored is answered at once, never through a promise. */
const now = (r: Response | Promise<Response | null> | null) => r as Response | null;

afterEach(clearPageCache);

describe('pageCacheKey', () => {
  it('caches fixed public pages for visitors without a session, keyed by consent', () => {
    expect(pageCacheKey(req('/inicio'))).toBe('/inicio|-');
    expect(pageCacheKey(req('/manual/publico/1', { cookie: 'consentimiento_cookies=1' }))).toBe('/manual/publico/1|c');
  });

  it('never caches a request with a session or any other cookie, a query, or another page', () => {
    expect(pageCacheKey(req('/inicio', { cookie: 'consentimiento_cookies=1; sesion=abc' }))).toBeNull();
    expect(pageCacheKey(req('/inicio', { cookie: 'otra=1' }))).toBeNull();
    expect(pageCacheKey(req('/inicio', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageCacheKey(req('/inicio?x=1'))).toBeNull();
    expect(pageCacheKey(req('/solicitudes'))).toBeNull();
    expect(pageCacheKey(new Request('http://x/inicio', { method: 'POST' }))).toBeNull();
  });
});

describe('the page cache', () => {
  it('serves the stored page with the hashes of its inline scripts, compressed when asked', async () => {
    const first = await storePage('/inicio|-', req('/inicio'), render(), csp, 0);
    expect(await first.text()).toBe(html);
    const sha = btoa(
      String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('boot()')))),
    );
    expect(first.headers.get('content-security-policy')).toBe(`script-src 'self' 'sha256-${sha}'`);
    // The compressed forms are made in the background; until then the page goes uncompressed.
    const gzipped = () => now(cachedPage(req('/inicio', { 'accept-encoding': 'gzip' }), 1000));
    await vi.waitFor(() => expect(gzipped()?.headers.get('content-encoding')).toBe('gzip'));
    const again = gzipped();
    // A signed-in request never gets the visitors' copy (it may get its own session's: none here).
    expect(await cachedPage(req('/inicio', { cookie: 'sesion=abc' }), 1000)).toBeNull();
    const etag = again?.headers.get('etag') as string;
    expect(now(cachedPage(req('/inicio', { 'if-none-match': etag }), 1000))?.status).toBe(304);
  });

  it('keeps the compressed forms across a refresh that renders the same page, and only then', async () => {
    const br = (at: number) => now(cachedPage(req('/inicio', { 'accept-encoding': 'br' }), at));
    await storePage('/inicio|-', req('/inicio'), render(), csp, 0);
    await vi.waitFor(() => expect(br(1000)?.headers.get('content-encoding')).toBe('br'));
    const compressed = new Uint8Array(await (br(1000) as Response).arrayBuffer());
    // Refreshed after the TTL with the same HTML: brotli at once, the very same bytes.
    expect(cachedPage(req('/inicio'), 20_000)).toBeNull();
    await storePage('/inicio|-', req('/inicio'), render(), csp, 20_000);
    const kept = br(20_001);
    expect(kept?.headers.get('content-encoding')).toBe('br');
    expect(new Uint8Array(await (kept as Response).arrayBuffer())).toEqual(compressed);
    // Refreshed with other HTML: uncompressed until its own forms are made.
    expect(cachedPage(req('/inicio'), 40_000)).toBeNull();
    const changed = html.replace('Inicio', 'Portada');
    await storePage(
      '/inicio|-',
      req('/inicio'),
      new Response(changed, { headers: { 'content-type': 'text/html' } }),
      csp,
      40_000,
    );
    expect(br(40_001)?.headers.get('content-encoding')).toBeNull();
    await vi.waitFor(() => expect(br(40_002)?.headers.get('content-encoding')).toBe('br'));
  });

  it('lets one request render a stale page again while the others get the previous copy', async () => {
    await storePage('/inicio|-', req('/inicio'), render(), csp, 0);
    expect(cachedPage(req('/inicio'), 20_000)).toBeNull();
    expect(now(cachedPage(req('/inicio'), 20_001))?.status).toBe(200);
    // The render that was let through never stored anything: another one is let through later.
    expect(cachedPage(req('/inicio'), 40_001)).toBeNull();
  });

  it('lets one request render a page not cached yet while the others wait for that render', async () => {
    expect(cachedPage(req('/inicio'), 0)).toBeNull();
    const waiting = cachedPage(req('/inicio', { 'accept-encoding': 'br' }), 1);
    expect(waiting).toBeInstanceOf(Promise);
    await storePage('/inicio|-', req('/inicio'), render(), csp, 2);
    const answered = await waiting;
    expect(answered?.status).toBe(200);
    expect(await answered?.text()).toBe(html);
  });

  it('sends the waiting requests to render their own when the first render was not cacheable', async () => {
    expect(cachedPage(req('/manual/publico/9'), 0)).toBeNull();
    const waiting = cachedPage(req('/manual/publico/9'), 1);
    forgetPage('/manual/publico/9|-');
    expect(await waiting).toBeNull();
    // The next request starts a new first render instead of waiting for the one that failed.
    expect(cachedPage(req('/manual/publico/9'), 2)).toBeNull();
  });
});

describe('fixed redirects', () => {
  it('answers /informacion with a 307 to its first tab before any render, signed in or not', () => {
    for (const headers of [{}, { cookie: 'sesion=abc' }] as Record<string, string>[]) {
      const res = cachedPage(new Request('http://localhost/informacion', { headers }));
      expect(res).toBeInstanceOf(Response);
      expect((res as Response).status).toBe(307);
      expect((res as Response).headers.get('location')).toBe('/quees');
      expect((res as Response).headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(cachedPage(new Request('http://localhost/informacion', { method: 'POST' }))).toBeNull();
  });
});
