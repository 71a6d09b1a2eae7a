import type { Route } from '@playwright/test';
import { measurePageJs, PRESUPUESTO_PUBLICO_KB, PRESUPUESTO_SESION_KB } from '../../scripts/lib/bench-js.ts';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

// What a page downloads before its first paint stays within its budget, and what waits for use
// (the chart library, the project switcher's menu) arrives when it is used and then works as it
// did. Bytes and behaviour only, never timings: the same build gives the same figures.

const CHART_CODE = /\/assets\/grafico-barras-dibujo-[^/]+\.js$/;
const SWITCHER_CODE = /\/assets\/proyecto-selector-menu-[^/]+\.js$/;
const WIZARD_LATER_CODE = /\/assets\/(pasos-siguientes|paso-datos|validacion|envio|valibot)-[^/]+\.js$/;

test('a public page and the staff dashboard stay within their JavaScript budgets (gzip, first paint)', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:3100';
  const inicio = await measurePageJs(base, '/inicio');
  expect(inicio.bytes / 1024, inicio.ficheros.map((f) => f.asset).join(' ')).toBeLessThanOrEqual(PRESUPUESTO_PUBLICO_KB);
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sesion');
  const index = await measurePageJs(base, '/index', `sesion=${cookie?.value}`);
  expect(index.bytes / 1024).toBeLessThanOrEqual(PRESUPUESTO_SESION_KB);
  expect(index.ficheros.some((f) => CHART_CODE.test(f.asset))).toBe(false);
});

test('the public form pages stay within the public budget; the wizard fetches its later steps after the first', async ({
  baseURL,
}) => {
  const base = baseURL ?? 'http://localhost:3100';
  for (const path of ['/login', '/solicitud', '/contacto', '/restablecerContrasena']) {
    const medida = await measurePageJs(base, path);
    expect(medida.bytes / 1024, `${path}: ${medida.ficheros.map((f) => f.asset).join(' ')}`).toBeLessThanOrEqual(
      PRESUPUESTO_PUBLICO_KB,
    );
  }
  // Steps 2 to 4, their checks (valibot) and the submit are not part of the first load.
  const solicitud = await measurePageJs(base, '/solicitud');
  expect(solicitud.ficheros.map((f) => f.asset).filter((a) => WIZARD_LATER_CODE.test(a))).toEqual([]);
});

test('the chart library is fetched only when a chart nears the screen; the box does not move', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  // A short phone window: the charts start more than the 200 px look-ahead below it.
  await page.setViewportSize({ width: 390, height: 150 });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (CHART_CODE.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  await gotoHydrated(page, '/index');
  const grafico = page.locator('[data-grafico="grafico-fase"]');
  const caja = grafico.locator('div[aria-hidden="true"]').first();
  expect(await caja.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(150 + 200);
  // The text alternative is there from the server, the drawing is not.
  await expect(grafico.getByRole('table')).toHaveCount(1);
  expect(fetched).toEqual([]);
  await expect(grafico.locator('svg.recharts-surface')).toHaveCount(0);

  const antes = await caja.evaluate((el) => el.getBoundingClientRect().height);
  await grafico.scrollIntoViewIfNeeded();
  await expect(grafico.locator('svg.recharts-surface')).toBeVisible();
  expect(fetched).toHaveLength(1);
  expect(await caja.evaluate((el) => el.getBoundingClientRect().height)).toBe(antes);
});

test('a key pressed on the project switcher before its menu code arrives opens the menu on its first entry', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, 'evaluador@soludable.demo');
  await gotoHydrated(page, '/autoevaluacion');
  await page
    .getByRole('link', { name: /^Abrir la evaluación/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/evaluacion\/\d+$/);
  await waitForHydration(page);

  // The menu's code is held until the key has been pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SWITCHER_CODE, async (route: Route) => {
    await held;
    await route.continue();
  });
  const boton = page.getByRole('button', { name: 'Cambiar de proyecto' });
  await boton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();

  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(boton).toBeFocused();
});
