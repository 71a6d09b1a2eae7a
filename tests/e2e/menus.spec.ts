import {
  DEMO_USUARIOS,
  expectedGestionHref,
  expectedMenu,
  expectedMenuTexts,
  expectSignedIn,
  fullName,
  loginThroughForm,
} from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every demo account signs in through the browser and sees exactly the management menu its
// permissions allow, computed from the seed's profiles, the page table
// and the pages this build has.

test.describe('management menu per role', () => {
  for (const [i, user] of DEMO_USUARIOS.entries()) {
    // Half sign in with the user name, half with the e-mail: both are accepted.
    const login = i % 2 === 0 ? user.userName : user.email;

    test(`${user.descripcion} (${login}) sees the menus its permissions allow`, async ({ page }) => {
      await loginThroughForm(page, login);
      await expectSignedIn(page);
      const expected = expectedMenu(user);
      const gestion = expectedGestionHref(user);

      // The public header: the user's name, "Gestión" only for those who may manage, "Salir".
      await gotoHydrated(page, '/inicio');
      const account = page.getByRole('navigation', { name: 'Cuenta de usuario' });
      await expect(account.getByRole('link', { name: `Perfil de ${fullName(user)}` })).toHaveAttribute('href', '/perfil');
      await expect(account.getByRole('link', { name: 'Salir' })).toBeVisible();
      await expect(account.getByRole('link', { name: 'Acceder' })).toHaveCount(0);
      if (gestion) await expect(account.getByRole('link', { name: 'Gestión' })).toHaveAttribute('href', gestion);
      else await expect(account.getByRole('link', { name: 'Gestión' })).toHaveCount(0);

      if (!gestion) {
        expect(expected.links, `${user.userName} has no management menu`).toEqual([]);
        return;
      }

      // The management home for those who may open it; otherwise the one page they may (a head
      // of evaluation who signs reports reaches only /firmas).
      await gotoHydrated(page, gestion);
      if (gestion === '/index') await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hola, ${fullName(user)}`);
      const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
      // Every link, also those inside closed groups.
      await expect(menu.locator('a')).toHaveText(expectedMenuTexts(user));
      await expect(menu.locator('button[aria-expanded]')).toHaveText(expected.groups);
      await expect(menu.locator(`a[href="${gestion}"]`).first()).toHaveAttribute('aria-current', 'page');
    });
  }
});

test.describe('management menu behaviour', () => {
  test('groups open and close with the keyboard, Escape returns the focus', async ({ page }) => {
    await loginThroughForm(page, 'superadmin');
    await gotoHydrated(page, '/index');
    const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
    const groups = menu.locator('button[aria-expanded]');
    test.skip((await groups.count()) === 0, 'no management group has a page in this build yet');

    const group = groups.first();
    await group.focus();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`#${await group.getAttribute('aria-controls')}`);
    await expect(list).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(group).toBeFocused();

    // Following a link closes the group and marks the link as the current page.
    await page.keyboard.press('Space');
    const first = list.getByRole('link').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(list).toBeHidden();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a small screen the menu folds behind "Menú"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughForm(page, 'admin');
    await gotoHydrated(page, '/index');
    const toggle = page.getByRole('button', { name: 'Menú', exact: true });
    const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    // The menu opens as a modal sheet: the rest of the page, the button too, leaves the
    // accessibility tree while it is open.
    await expect(page.getByRole('dialog', { name: 'Menú de gestión' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });

  // The first way to the public site needs client code a management page has not loaded. With
  // Waku's urgent navigation React 19.2 then threw «Failed to execute 'appendChild' on 'Node'»
  // and could leave the management page under /inicio, with no public menu (ADR 0035: every Link
  // navigates in a transition). Not every such navigation broke (about one in three on the 2-core
  // machine), so the test takes that first way eight times, each from a freshly loaded management
  // page: with the urgent navigation it failed 3 runs in 4, and the fixture fails it on any page
  // error.
  test('"Sitio público" goes back to the public site, still signed in, every time', async ({ page }) => {
    test.slow();
    await loginThroughForm(page, 'gestor');
    for (let i = 0; i < 8; i++) {
      await gotoHydrated(page, '/index');
      await page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Sitio público' }).click();
      await expect(page).toHaveURL(/\/inicio$/);
      await expect(page.getByRole('navigation', { name: 'Menú principal', exact: true })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Gestión' }),
      ).toBeVisible();
    }
  });
});
