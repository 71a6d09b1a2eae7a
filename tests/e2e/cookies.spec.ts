import { CONSENT_COOKIE, expect, gotoHydrated, test } from './fixtures.ts';

const DAY_S = 24 * 60 * 60;

test.describe('cookie notice', () => {
  test('shows on the first visit; "Aceptar" hides it and remembers the choice for a year', async ({ page, context }) => {
    expect(await context.cookies()).toEqual([]);
    await gotoHydrated(page, '/inicio');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacidad');

    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie, `${CONSENT_COOKIE} is set`).toBeTruthy();
    const nowS = Date.now() / 1000;
    const yearAhead = nowS + 365 * DAY_S;
    expect(cookie?.expires, 'a persistent cookie, not a session one').toBeGreaterThan(0);
    expect(Math.abs((cookie?.expires ?? 0) - yearAhead)).toBeLessThan(DAY_S);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');

    // The server sees the cookie and no longer renders the notice.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    const html = await (await page.request.get('/quees')).text();
    expect(html).not.toContain('Aviso de cookies');
  });

  test('stays hidden on other pages after accepting', async ({ page }) => {
    await gotoHydrated(page, '/quees');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.goto('/decalogo');
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  });

  test('without the cookie the server renders the notice on every page', async ({ request }) => {
    // A fresh request context (no cookie): the notice is part of the server HTML.
    const html = await (await request.get('/privacidad')).text();
    expect(html).toContain('aria-label="Aviso de cookies"');
  });
});
