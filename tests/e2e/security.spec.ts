import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-helpers.ts';
import { expect, gotoHydrated, INFO_TABS, PUBLIC_PAGES, test, waitForHydration } from './fixtures.ts';

/** The CSP's script nonce, from `script-src ... 'nonce-XXX'`. */
function nonceOf(csp: string): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp)?.[1];
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A content-hashed bundle the home page loads. */
async function firstAsset(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/inicio')).text();
  return /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
}

/**
 * Records the CSP violations every document of the page reports (`securitypolicyviolation`),
 * across full loads too; the console errors they cause are also caught by the fixture.
 */
async function recordCspViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: string) => {
    seen.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      report(`${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return seen;
}

test.describe('page security headers', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path}: CSP allowing exactly its scripts (nonce, or hashes when cached), HSTS, no framing`, async ({ request }) => {
      const response = await request.get(p.path);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp, 'content-security-policy header').toBeTruthy();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers['strict-transport-security']).toMatch(/max-age=31536000\b/);
      expect(headers['x-content-type-options']).toBe('nosniff');

      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
        attrs: m[1] ?? '',
        text: m[2] ?? '',
      }));
      expect(scripts.length, 'the page has scripts (Waku bootstrap and RSC payload)').toBeGreaterThan(0);
      const inline = scripts.filter((s) => !/\ssrc=/.test(s.attrs));
      expect(inline.length, 'the page has inline scripts').toBeGreaterThan(0);
      const nonce = nonceOf(csp ?? '');
      if (nonce) {
        for (const s of scripts) expect(s.attrs, 'every <script> carries the nonce').toContain(`nonce="${nonce}"`);
      } else {
        // A page from the anonymous page cache (ADR 0014): each inline script is allowed by its hash.
        expect(csp).toMatch(/script-src 'self' 'sha256-/);
        for (const s of inline) expect(csp, 'every inline script is listed').toContain(`'sha256-${sha256(s.text)}'`);
      }
    });
  }

  test('each rendered response gets its own nonce; a cached page is the same for everyone', async ({ request }) => {
    const a = nonceOf((await request.get('/login')).headers()['content-security-policy'] ?? '');
    const b = nonceOf((await request.get('/login')).headers()['content-security-policy'] ?? '');
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const first = await request.get('/inicio');
    const second = await request.get('/inicio');
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(await second.text()).toBe(await first.text());
  });

  test('static files carry the security headers too', async ({ request }) => {
    for (const path of ['/favicon.svg', await firstAsset(request)]) {
      const headers = (await request.get(path)).headers();
      expect(headers['strict-transport-security'], path).toMatch(/max-age=31536000\b/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('no CSP violation while loading and navigating', async ({ page, browserProblems }) => {
    const violations = await recordCspViolations(page);
    await gotoHydrated(page, '/inicio');
    await page
      .getByRole('navigation', { name: 'Menú principal', exact: true })
      .getByRole('link', { name: 'Información' })
      .click();
    await expect(page).toHaveURL(/\/quees$/);
    for (const tab of INFO_TABS.slice(1)) {
      await page.getByRole('navigation', { name: 'Secciones de información' }).getByRole('link', { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/decalogo$/);
    await page.goto('/no-existe');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();

    expect(violations).toEqual([]);
    const cspConsole = browserProblems.filter((p) => /Content Security Policy|Refused to/i.test(p.text));
    expect(cspConsole).toEqual([]);
  });
});

test.describe('host names (DNS rebinding)', () => {
  // A page at another name that resolves to this server would be same-origin with itself to the
  // browser and so pass the CSRF check: only this server's own names are answered.
  const REBIND = { host: 'rebind.evil.test', origin: 'http://rebind.evil.test' };

  test('a sign-in under another host name gets 421, no token', async ({ request }) => {
    const res = await request.post('/api/login', {
      headers: REBIND,
      data: { username: 'superadmin', password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(421);
    expect(await res.text()).not.toMatch(/token/i);
    expect(res.headers()['set-cookie']).toBeUndefined();
  });

  test('pages and files under another host name get 421 with a Spanish text', async ({ request }) => {
    for (const path of ['/inicio', '/login', '/no-existe', '/inicio/', await firstAsset(request)]) {
      const res = await request.get(path, { headers: { host: REBIND.host }, maxRedirects: 0 });
      expect(res.status(), path).toBe(421);
      expect(await res.text(), path).toContain('no atiende');
    }
  });

  test('this server’s own names are answered', async ({ request, baseURL }) => {
    const port = new URL(baseURL ?? '').port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await request.get('/inicio', { headers: { host } })).status(), host).toBe(200);
    }
  });
});
