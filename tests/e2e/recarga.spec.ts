import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Two client components on one page each reload the page after their write (ADR 0031). Waku's
// router breaks when two of its route changes overlap (the second to finish threw «Cannot read
// properties of null (reading '0')»); the shared router (src/components/ui/router.tsx) queues
// them. While a reload is on its way React commits none of the page's updates (the whole page
// waits for the new payload), so a user starts a second write before the first one's reload, not
// during it: each test holds the writes' replies until all of them were sent, then lets them
// through together while it holds the page's RSC payloads, so the reloads surely overlap.

/** Holds every request that matches until `release()`, and counts them. */
async function hold(page: Page, url: string, methods?: string[]) {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let n = 0;
  await page.route(url, async (route) => {
    if (methods && !methods.includes(route.request().method())) return route.continue();
    n++;
    await gate;
    await route.continue();
  });
  return { count: () => n, release };
}

/** A demo accreditation no other browser test changes (each test here its own). */
async function openAcreditacion(page: Page, baseURL: string | undefined, codigo: string) {
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  await gotoHydrated(page, `/acreditaciones/gestion?texto=${codigo}`);
  await page.getByRole('link', { name: codigo, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Acreditación ${codigo}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Observations stay: a text of its own per run (`--repeat-each`). */
const unico = () => Date.now().toString(36);

/**
 * Lets the held writes through and waits until the page has read every reply: each component
 * then asks for its reload before the page's next two turns of its event loop are over.
 */
async function letWritesThrough(page: Page, writes: { count: () => number; release: () => void }, n: number) {
  await expect.poll(writes.count).toBe(n);
  let finished = 0;
  const all = new Promise<void>((resolve) => {
    page.on('requestfinished', (r) => {
      if (/^\/api\//.test(new URL(r.url()).pathname) && r.method() !== 'GET' && ++finished === n) resolve();
    });
  });
  writes.release();
  await all;
  await page.evaluate(() => new Promise((r) => setTimeout(() => setTimeout(r, 0), 0)));
}

test.describe('overlapping page reloads', () => {
  test('saving the form and adding an observation at once: both reloads finish, no page error', async ({ page, baseURL }) => {
    await openAcreditacion(page, baseURL, 'ACR-DEMO-SUSPENDIDA');
    const main = page.getByRole('main');
    const texto = `Primera de dos recargas solapadas (${unico()}).`;
    const writes = await hold(page, '**/api/acreditaciones/**', ['PUT', 'POST']);
    const rsc = await hold(page, '**/RSC/**');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByLabel('Nueva observación').fill(texto);
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await letWritesThrough(page, writes, 2);
    rsc.release();

    await expect(main.getByRole('listitem').filter({ hasText: texto })).toBeVisible();
    await expect(page.getByLabel('Nueva observación')).toHaveValue('');
    await page.waitForLoadState('networkidle');
    // One reload each, in turn, none dropped; the page fixture fails the test on any page error.
    expect(rsc.count()).toBe(2);
  });

  test('three writes in three components at once: the first reload, then one more for the other two', async ({
    page,
    baseURL,
  }) => {
    await openAcreditacion(page, baseURL, 'ACR-DEMO-PENDIENTE');
    const main = page.getByRole('main');
    const run = unico();
    const [vieja, nueva] = [`Observación que se borra (${run}).`, `Observación que queda (${run}).`];
    const campo = page.getByLabel('Nueva observación');
    await campo.fill(vieja);
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await expect(main.getByRole('listitem').filter({ hasText: vieja })).toBeVisible();
    await expect(campo).toHaveValue('');
    await page.waitForLoadState('networkidle');
    const writes = await hold(page, '**/api/acreditaciones/**', ['PUT', 'POST', 'DELETE']);
    const rsc = await hold(page, '**/RSC/**');

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await campo.fill(nueva);
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await main
      .getByRole('listitem')
      .filter({ hasText: vieja })
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await letWritesThrough(page, writes, 3);
    rsc.release();

    await expect(main.getByRole('listitem').filter({ hasText: nueva })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: vieja })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The first reload, then the two asked during it as one that began after both of their calls.
    expect(rsc.count()).toBe(2);
  });

  test('a menu link clicked while a reload is on its way navigates after it', async ({ page, baseURL }) => {
    await openAcreditacion(page, baseURL, 'ACR-DEMO-SUSPENDIDA');
    const writes = await hold(page, '**/api/acreditaciones/**', ['POST']);
    const rsc = await hold(page, '**/RSC/**');
    await page.getByLabel('Nueva observación').fill(`Antes de irse (${unico()}).`);
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await letWritesThrough(page, writes, 1);
    await expect.poll(rsc.count).toBe(1);
    // The reload is on its way: the management menu's link (a client component's Link) waits for it.
    await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Proyectos' }).click();
    rsc.release();

    await expect(page).toHaveURL(/\/proyectos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(rsc.count()).toBe(2);
  });

  test("a reload asked while a page's own link navigates waits for the navigation", async ({ page, baseURL }) => {
    await openAcreditacion(page, baseURL, 'ACR-DEMO-SUSPENDIDA');
    const writes = await hold(page, '**/api/acreditaciones/**', ['POST']);
    const rsc = await hold(page, '**/RSC/**');
    await page.getByLabel('Nueva observación').fill(`Al irse (${unico()}).`);
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    // Waku's own Link (in a server component) starts its navigation, held on its way…
    await page.getByRole('link', { name: 'Sitio público' }).click();
    await expect.poll(rsc.count).toBe(1);
    // …and the observation's reply arrives meanwhile: its reload waits for the navigation.
    await letWritesThrough(page, writes, 1);
    rsc.release();

    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The navigation, then the reload (of the page now shown, which stays).
    expect(rsc.count()).toBe(2);
    await expect(page).toHaveURL(/\/inicio$/);
  });
});
