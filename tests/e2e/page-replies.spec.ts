import { signInByApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const NOT_FOUND = 'No se ha encontrado la página';

// A detail page whose record does not exist answers HTTP 404 (not 200 with the not-found view),
// and every page a signed-in user receives is `no-store`.
test.describe('page replies', () => {
  test('detail pages of records that do not exist answer 404; signed-in pages are no-store', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    for (const path of ['/solicitudes/abc', '/usuario/99999999', '/solicitante/99999999', '/proceso/99999999']) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(res.headers()['cache-control'], path).toBe('no-store');
      expect(await res.text(), path).toContain(NOT_FOUND);
    }
    const lista = await page.request.get('/solicitudes', { maxRedirects: 0 });
    expect(lista.status()).toBe(200);
    expect(lista.headers()['cache-control']).toBe('no-store');

    const response = await page.goto('/usuario/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });

  test('an existing detail page answers 200 and anonymous public pages are not no-store', async ({ page, baseURL, request }) => {
    const anon = await request.get('/inicio');
    expect(anon.status()).toBe(200);
    expect(anon.headers()['cache-control'] ?? '').not.toContain('no-store');
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const res = await page.request.get('/usuario/1', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).not.toContain(`<h1>${NOT_FOUND}`);
  });
});
