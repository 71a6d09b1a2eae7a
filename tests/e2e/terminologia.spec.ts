import { loginThroughForm } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Soludable calls a block "dimensión" (feminine) and a standard "criterio de evaluación":
// titles, buttons, counts and filters say so, in singular and plural.

test.describe('instance terminology', () => {
  test.beforeEach(async ({ page }) => {
    await loginThroughForm(page, 'admin');
  });

  test('/bloques speaks of dimensiones', async ({ page }) => {
    await gotoHydrated(page, '/bloques');
    await expect(page).toHaveTitle(/^Dimensiones/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dimensiones');
    await expect(page.getByRole('link', { name: 'Nueva dimensión' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveAccessibleName('Dimensiones');
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('status')).toHaveText(/^\d+ dimensiones$/);
    await expect(page.getByRole('main')).not.toContainText(/\bbloques?\b/i);

    await page.getByRole('link', { name: 'Nueva dimensión' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alta de dimensión');
  });

  test('/estandares speaks of criterios de evaluación, and its Dimensión filter names each manual', async ({ page }) => {
    await gotoHydrated(page, '/estandares');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criterios de evaluación');
    await expect(page.getByRole('link', { name: 'Nuevo criterio de evaluación' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('status')).toHaveText(
      /^\d+ criterios de evaluación$/,
    );
    await expect(page.getByRole('main')).not.toContainText(/estándar/i);

    // Blocks of two manuals share codes (D1 in MAN-SOL 1.0 and 2.0): no two options read the same.
    const options = (await page.getByLabel('Dimensión').locator('option').allTextContents()).slice(1);
    expect(options.length).toBeGreaterThan(5);
    expect(new Set(options).size).toBe(options.length);
    // Each option names its manual by code and version ("D1 · Entorno · MAN-SOL v1.0").
    for (const o of options) expect(o).toMatch(/ · \S+ v[\w.]+$/);

    // With one manual chosen, the options are that manual's only, without the repetition.
    const manuales = await page.getByLabel('Manual').locator('option').allTextContents();
    const demo = manuales.find((m) => m.startsWith('MAN-SOL v1'));
    expect(demo, 'the demo manual MAN-SOL 1.0').toBeTruthy();
    await page.getByLabel('Manual').selectOption({ label: demo ?? '' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/manualId=\d+/);
    const own = (await page.getByLabel('Dimensión').locator('option').allTextContents()).slice(1);
    expect(own.length).toBeGreaterThan(0);
    for (const o of own) expect(o).not.toMatch(/ · \S+ v[\w.]+$/);

    await page.getByRole('link', { name: 'Nuevo criterio de evaluación' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo criterio de evaluación');
  });

  test('/evidencias counts evidencias and the menu uses the instance words', async ({ page }) => {
    await gotoHydrated(page, '/evidencias');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evidencias');
    await expect(page.getByRole('link', { name: 'Nueva evidencia' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('status')).toHaveText(/^\d+ evidencias$/);
    const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
    await expect(menu.locator('a[href="/bloques"]')).toHaveText('Dimensiones');
    await expect(menu.locator('a[href="/estandares"]')).toHaveText('Criterios de evaluación');
  });
});
