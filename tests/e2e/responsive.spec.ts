import { loginThroughForm } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, PUBLIC_PAGES, test } from './fixtures.ts';

// Runs in the "mobile" project only (390x844, see playwright.config.ts).

test.describe('small screens', () => {
  test('the public "Menú" opens a sheet on screen, keeps the focus, closes with Escape and after navigating', async ({
    page,
  }) => {
    await gotoHydrated(page, '/inicio');
    // The desktop menu is hidden; the "Menú" button is shown instead.
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeHidden();
    const button = page.getByRole('banner').getByRole('button', { name: 'Menú', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(sheet).toBeVisible();
    const menu = sheet.getByRole('navigation', { name: 'Menú principal (móvil)' });
    await expect(menu.getByRole('link')).toHaveText([
      'Inicio',
      'Manual',
      'Solicitud',
      'Procesos abiertos',
      'Información',
      'Acreditaciones',
      'Contacto',
    ]);
    // Every link lies wholly inside the viewport (they used to open off-screen to the left).
    for (const link of await menu.getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = await link.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    await expect(menu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');

    // Focus stays inside the sheet while it is open.
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();

    // Following a link navigates and leaves the sheet closed.
    await button.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Información' }).click();
    await expect(page).toHaveURL(/\/quees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the management "Menú" opens a sheet on screen and closes after navigating', async ({ page }) => {
    test.slow(); // a sign-in and three page loads
    await loginThroughForm(page, 'admin');
    await gotoHydrated(page, '/index');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menú', exact: true });
    await expect(page.getByRole('navigation', { name: 'Menú de gestión' })).toBeHidden();
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Menú de gestión' });
    const links = sheet.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box?.x ?? -1, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);

    await sheet.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/usuarios(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Following the link of the page already shown closes the sheet too.
    await button.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const withNotice of [true, false]) {
    test(`no horizontal scrolling on the main pages${withNotice ? ' (cookie notice visible)' : ''}`, async ({
      page,
      baseURL,
    }) => {
      if (!withNotice) await acceptCookiesUpFront(page, baseURL);
      const overflowing: string[] = [];
      for (const p of PUBLIC_PAGES) {
        await gotoHydrated(page, p.path);
        const size = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          wide: Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}`),
        }));
        if (size.scrollWidth > size.innerWidth) {
          overflowing.push(
            `${p.path}: scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth} (${size.wide.join(', ')})`,
          );
        }
      }
      expect(overflowing, overflowing.join('\n')).toEqual([]);
    });
  }
});
