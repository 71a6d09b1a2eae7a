import { expect, INFO_TABS, INSTANCE_NAME, PUBLIC_PAGES, test, waitForHydration } from './fixtures.ts';

test.describe('public pages', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} renders its heading, content and title`, async ({ page }) => {
      const response = await page.goto(p.path);
      expect(response?.status(), `status of ${p.path}`).toBe(p.status ?? 200);
      await expect(page).toHaveTitle(`${p.title} · ${INSTANCE_NAME}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: p.heading, exact: true })).toBeVisible();
      if (p.text) await expect(main).toContainText(p.text);
      // The layout: instance name in the header, the main menu, the skip link and the footer link.
      await expect(page.getByRole('banner')).toContainText(INSTANCE_NAME);
      const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
      await expect(menu.getByRole('link')).toHaveText([
        'Inicio',
        'Manual',
        'Solicitud',
        'Procesos abiertos',
        'Información',
        'Acreditaciones',
        'Contacto',
      ]);
      await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' })).toBeVisible();
      // The same content once React has hydrated the page.
      await waitForHydration(page);
      await expect(page).toHaveTitle(`${p.title} · ${INSTANCE_NAME}`);
      await expect(main.getByRole('heading', { level: 1, name: p.heading, exact: true })).toBeVisible();
    });
  }

  test('/ redirects to /inicio with a 307', async ({ page, request }) => {
    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/inicio');
    expect(response?.status()).toBe(200);
    const first = response?.request().redirectedFrom();
    expect(first, 'the navigation went through a redirect').toBeTruthy();
    expect(new URL(first?.url() ?? '').pathname).toBe('/');
    expect((await first?.response())?.status()).toBe(307);
    await expect(page.getByRole('heading', { level: 1, name: INSTANCE_NAME })).toBeVisible();

    const raw = await request.get('/', { maxRedirects: 0 });
    expect(raw.status()).toBe(307);
    expect(raw.headers().location).toBe('/inicio');
  });

  test('/informacion redirects to its first tab, /quees', async ({ page, request }) => {
    await page.goto('/informacion');
    expect(new URL(page.url()).pathname).toBe('/quees');
    const raw = await request.get('/informacion', { maxRedirects: 0 });
    expect(raw.status()).toBe(307);
    expect(raw.headers().location).toBe('/quees');
  });

  for (const tab of INFO_TABS) {
    test(`${tab.path} shows its tab as the current one`, async ({ page }) => {
      await page.goto(tab.path);
      const tabs = page.getByRole('navigation', { name: 'Secciones de información' });
      await expect(tabs.getByRole('link')).toHaveText(INFO_TABS.map((t) => t.label));
      const current = tabs.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(tab.label);
      await expect(current).toHaveAttribute('href', tab.path);
      // The "Información" entry of the main menu is highlighted on every information tab.
      const menu = page.getByRole('navigation', { name: 'Menú principal', exact: true });
      await expect(menu.getByRole('link', { name: 'Información' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', /.*/);
    });
  }

  test('the Nice classification table has header cells and at least 15 rows', async ({ page }) => {
    await page.goto('/requisitos');
    const table = page.getByRole('table', { name: 'Anexo I. Clasificación por clases de Niza' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).not.toHaveCount(0);
    expect(await table.getByRole('columnheader').count()).toBeGreaterThanOrEqual(2);
    const bodyRows = table.locator('tbody > tr');
    expect(await bodyRows.count()).toBeGreaterThanOrEqual(15);
    // Each body row is labelled by its class (a row header).
    await expect(table.locator('tbody > tr > th[scope="row"]')).toHaveCount(await bodyRows.count());
  });

  test('the decalogue is an ordered list of 10 items', async ({ page }) => {
    await page.goto('/decalogo');
    const list = page.getByRole('main').locator('ol');
    await expect(list).toHaveCount(1);
    await expect(list.locator(':scope > li')).toHaveCount(10);
  });

  test('/error shows the message stored in sessionStorage, once', async ({ page }) => {
    await page.goto('/inicio');
    await page.evaluate(() => sessionStorage.setItem('acredita:ultimo-error', 'El expediente está bloqueado por otro usuario.'));
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Se ha producido un error.' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('El expediente está bloqueado por otro usuario.');
    expect(await page.evaluate(() => sessionStorage.getItem('acredita:ultimo-error'))).toBeNull();
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(
      'No se ha podido completar la operación. Inténtelo de nuevo en unos minutos.',
    );
  });
});
