import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

const NOT_FOUND = 'No se ha encontrado la página';

test.describe('not found', () => {
  const paths = ['/no-existe', '/una/ruta/que/no/existe/en/absoluto', '/error404', '/404'];

  for (const path of paths) {
    test(`${path} answers 404 with the not-found page (server)`, async ({ request }) => {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(404);
      expect(raw.headers()['content-type']).toContain('text/html');
      const html = await raw.text();
      expect(html).toContain(`<title>${NOT_FOUND} · Soludable</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND}</h1>`));
    });

    test(`${path} shows the not-found page in the browser`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname, 'no redirect').toBe(path);
      await expect(page).toHaveTitle(`${NOT_FOUND} · Soludable`);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('La dirección que ha escrito no existe');
    });
  }

  test('the link back to inicio works', async ({ page }) => {
    await gotoHydrated(page, '/no-existe');
    const back = page.getByRole('main').getByRole('link', { name: 'Volver al inicio' });
    await expect(back).toHaveAttribute('href', '/inicio');
    await back.click();
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page).toHaveTitle('Inicio · Soludable');
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
  });

  test('the 404 page keeps the site layout', async ({ page }) => {
    await gotoHydrated(page, '/no-existe');
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
  });
});

test.describe('a path ending in a slash', () => {
  // The pages' router refused these with a 500; a typed address or a partner's link ends so.
  for (const [path, target] of [
    ['/inicio/', '/inicio'],
    ['/manual/', '/manual'],
    ['/proyectos/', '/proyectos'],
    ['/autoevaluacion/1/', '/autoevaluacion/1'],
    ['/acreditaciones/publico/?pagina=2', '/acreditaciones/publico?pagina=2'],
    ['/api/salud/', '/api/salud'],
  ] as const) {
    test(`${path} moves with 308 to ${target}`, async ({ request }) => {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(308);
      expect(raw.headers().location).toBe(target);
    });
  }

  test('never off the site, and the browser lands on the page', async ({ page, request, baseURL }) => {
    // The base written out: a bare `//evil.example/` would be read as another site's address.
    const raw = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
    expect(raw.headers().location).toBe('/evil.example');
    const response = await page.goto('/inicio/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/inicio');
    await expect(page).toHaveTitle('Inicio · Soludable');
  });
});
