import { acceptCookiesUpFront, expect, gotoHydrated, PUBLIC_PAGES, test } from './fixtures.ts';

// Runs in the "mobile" project only (390x844, see playwright.config.ts).

test.describe('small screens', () => {
  test('the "Menú" disclosure opens, shows the entries and navigates', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    // The desktop menu is hidden; the disclosure is shown instead.
    await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeHidden();
    const disclosure = page.locator('header details');
    const summary = disclosure.locator('summary');
    await expect(summary).toBeVisible();
    await expect(summary).toHaveText('Menú');
    const mobileMenu = disclosure.getByRole('navigation');
    await expect(mobileMenu).toBeHidden();

    await summary.click();
    await expect(disclosure).toHaveAttribute('open', '');
    await expect(mobileMenu).toBeVisible();
    await expect(mobileMenu.getByRole('link')).toHaveText(['Inicio', 'Manual', 'Solicitud', 'Procesos abiertos', 'Información']);
    for (const link of await mobileMenu.getByRole('link').all()) await expect(link).toBeInViewport();
    await expect(mobileMenu.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');

    await mobileMenu.getByRole('link', { name: 'Información' }).click();
    await expect(page).toHaveURL(/\/quees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Información' })).toBeVisible();

    // Closes again with the keyboard.
    await summary.focus();
    if ((await disclosure.getAttribute('open')) === null) await page.keyboard.press('Enter');
    await expect(mobileMenu).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(mobileMenu).toBeHidden();
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
