import { expectNoAxeViolations, loginThroughForm, SIGN_IN_WAIT } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

test.describe('accessibility of the sign-in and management pages (axe-core, WCAG 2.1 A/AA)', () => {
  for (const path of [
    '/login',
    '/restablecerContrasena',
    '/loginCertificado',
    '/restablecerContrasena?token=abcdefghijklmnopqrstuvwxyz012345',
  ]) {
    test(`${path} with the cookie notice`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }

  test.describe(() => {
    // The wrong password answers 401, which Chromium reports as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

    test('/login showing validation and server errors', async ({ page, baseURL }) => {
      await acceptCookiesUpFront(page, baseURL);
      await gotoHydrated(page, '/login');
      await page.getByRole('button', { name: 'Acceder' }).click();
      await expect(page.getByLabel('Usuario o correo electrónico')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '/login (required fields)');
      await page.getByLabel('Usuario o correo electrónico').fill('nadie');
      await page.getByLabel('Contraseña', { exact: true }).fill('Otra.Cosa1');
      await page.getByRole('button', { name: 'Acceder' }).click();
      await expect(page.getByRole('alert')).toBeVisible({ timeout: SIGN_IN_WAIT });
      await expectNoAxeViolations(page, '/login (wrong password)');
    });
  });

  test('/restablecerContrasena with a token, the policy checklist and a mismatch', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL);
    await gotoHydrated(page, '/restablecerContrasena?token=abcdefghijklmnopqrstuvwxyz012345');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('abc');
    await page.getByLabel('Repita la nueva contraseña').fill('abd');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, '/restablecerContrasena (errors)');
  });

  for (const path of ['/perfil', '/index', '/seleccionTipoPerfil']) {
    test(`${path} signed in`, async ({ page }) => {
      await loginThroughForm(page, 'admin');
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    });
  }

  test('/index with a menu group open', async ({ page, baseURL }) => {
    await acceptCookiesUpFront(page, baseURL);
    await loginThroughForm(page, 'superadmin');
    await gotoHydrated(page, '/index');
    const group = page.getByRole('navigation', { name: 'Menú de gestión' }).locator('button[aria-expanded]').first();
    if ((await group.count()) > 0) {
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    }
    await expectNoAxeViolations(page, '/index (menu open)');
  });
});
