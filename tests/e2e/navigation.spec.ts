import type { Page } from '@playwright/test';
import { loginThroughForm } from './auth-helpers.ts';
import { expect, gotoHydrated, INFO_TABS, test, waitForHydration } from './fixtures.ts';

/** Marks the current document: the mark survives a client-side navigation, not a full load. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

async function documentMark(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal', exact: true });
const infoTabs = (page: Page) => page.getByRole('navigation', { name: 'Secciones de información' });

test.describe('client-side navigation', () => {
  test('the main menu navigates without a full reload, and back works', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    await markDocument(page);

    await mainMenu(page).getByRole('link', { name: 'Información' }).click();
    await expect(page).toHaveURL(/\/quees$/);
    await expect(page).toHaveTitle('¿Qué es? · Soludable');
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    await expect(infoTabs(page).getByRole('link', { name: '¿Qué es?' })).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'Información' })).toHaveAttribute('aria-current', 'page');
    expect(await documentMark(page), 'no full page load').toBe(1);

    await mainMenu(page).getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(await documentMark(page)).toBe(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/quees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    await expect(page).toHaveTitle('¿Qué es? · Soludable');
    expect(await documentMark(page), 'back is handled by the client router').toBe(1);

    await page.goForward();
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
  });

  test('the information tabs navigate without a full reload, and back works', async ({ page }) => {
    await gotoHydrated(page, '/quees');
    await markDocument(page);

    for (const tab of INFO_TABS.slice(1)) {
      await infoTabs(page).getByRole('link', { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
      await expect(page).toHaveTitle(`${tab.label} · Soludable`);
      await expect(infoTabs(page).locator('[aria-current="page"]')).toHaveText(tab.label);
    }
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(10);
    expect(await documentMark(page), 'no full page load').toBe(1);

    await page.goBack();
    await expect(page).toHaveURL(/\/modelo$/);
    await expect(infoTabs(page).locator('[aria-current="page"]')).toHaveText('Modelo de certificación');
    await page.goBack();
    await expect(page).toHaveURL(/\/requisitos$/);
    await expect(page.getByRole('table', { name: 'Anexo I. Clasificación por clases de Niza' })).toBeVisible();
    expect(await documentMark(page)).toBe(1);
  });

  test('the footer link opens the privacy policy on the client', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    expect(await documentMark(page)).toBe(1);
  });

  test('the loading bar is labelled and hidden while idle', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    const bar = page.locator('[role="progressbar"][aria-label="Cargando la página"]');
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await mainMenu(page).getByRole('link', { name: 'Información' }).click();
    await expect(page).toHaveURL(/\/quees$/);
    // Back to idle once the navigation completes.
    await expect(bar).toHaveAttribute('data-state', 'idle');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
  });

  test('the loading bar shows while a slow navigation is pending', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    // Hold the next page's RSC payload for a moment, as a slow network would.
    await page.route('**/RSC/**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    const bar = page.locator('[role="progressbar"][aria-label="Cargando la página"]');
    await mainMenu(page).getByRole('link', { name: 'Información' }).click();
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toHaveAttribute('aria-hidden', 'false');
    await expect(page).toHaveURL(/\/quees$/);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });
});

test.describe('keyboard', () => {
  test('the skip link is the first stop and moves focus to main', async ({ page }) => {
    await gotoHydrated(page, '/quees');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#contenido');
    // The next Tab continues inside main (the information tabs), past the header.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(focusedInMain).toBe(true);
  });

  test('Tab reaches the menu links and Enter follows them', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    await markDocument(page);
    const target = mainMenu(page).getByRole('link', { name: 'Información' });
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await target.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches the "Información" menu link').toBe(true);
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    expect(await documentMark(page)).toBe(1);
    await waitForHydration(page);

    // And back to Inicio by keyboard only, with Shift+Tab from the tabs.
    const inicio = mainMenu(page).getByRole('link', { name: 'Inicio' });
    await infoTabs(page).getByRole('link', { name: '¿Qué es?' }).focus();
    reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Shift+Tab');
      reached = await inicio.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Shift+Tab reaches the "Inicio" menu link').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Soludable' })).toBeVisible();
  });
});

test.describe("the areas' home sub-route", () => {
  test('/autoevaluacion/{id}/home and /evaluacion/{id}/home lead to the area’s home', async ({ page }) => {
    await loginThroughForm(page, 'autoevaluador@soludable.demo');
    await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1);
    await page.goto(`/autoevaluacion/${id}/home`);
    await expect(page).toHaveURL(new RegExp(`/autoevaluacion/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la autoevaluación' })).toBeVisible();
    // The evaluation's home for the centre's team, whatever it shows in this phase.
    await page.goto(`/evaluacion/${id}`);
    const title = await page.title();
    await page.goto(`/evaluacion/${id}/home`);
    await expect(page).toHaveURL(new RegExp(`/evaluacion/${id}$`));
    await expect(page).toHaveTitle(title);
  });

  test('guarded as the home: anonymous visitors go to the login first', async ({ page }) => {
    await page.goto('/autoevaluacion/1/home');
    await expect(page).toHaveURL(/\/login\?volver=\/autoevaluacion\/1\/home$/);
  });
});
