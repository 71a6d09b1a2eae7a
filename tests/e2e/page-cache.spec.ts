import { demoUser, fullName, loginThroughForm } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

// Public pages of fixed content are served from the anonymous page cache (ADR 0014). A visitor
// without a session must get them; a signed-in user must still see their name and menu on them,
// whoever filled the cache first; and nobody's name may ever reach an anonymous visitor.

const CACHED = ['/inicio', '/quees', '/requisitos', '/decalogo', '/modelo', '/privacidad', '/manual'];

test('cached public pages still show the signed-in user and their menu, and never to anyone else', async ({
  page,
  browser,
  baseURL,
}) => {
  // About thirty page loads in three browsers' worth of sessions.
  test.setTimeout(120_000);
  const admin = demoUser('admin');
  const name = fullName(admin);
  const account = page.getByRole('navigation', { name: 'Cuenta de usuario' });

  // An anonymous visit fills the cache (with and without the consent cookie).
  const anonymous = await browser.newContext({ baseURL });
  const anon = await anonymous.newPage();
  for (const path of CACHED) await anon.goto(path);
  await acceptCookiesUpFront(anon, baseURL);
  for (const path of CACHED) await anon.goto(path);

  await loginThroughForm(page, admin.userName);
  await acceptCookiesUpFront(page, baseURL);
  for (const path of CACHED) {
    await gotoHydrated(page, path);
    await expect(account.getByRole('link', { name: `Perfil de ${name}` }), path).toBeVisible();
    await expect(account.getByRole('link', { name: 'Gestión' }), path).toBeVisible();
    await expect(account.getByRole('link', { name: 'Acceder' }), path).toHaveCount(0);
  }

  // The signed-in visits must not have put the name into what anonymous visitors get.
  for (const path of CACHED) {
    const response = await anon.goto(path);
    expect(await response?.text(), path).not.toContain(name);
    const anonAccount = anon.getByRole('navigation', { name: 'Cuenta de usuario' });
    await expect(anonAccount.getByRole('link', { name: 'Acceder' }), path).toBeVisible();
  }
  await anonymous.close();

  // Without the session cookie the same browser gets the anonymous page again at once.
  await page.context().clearCookies();
  await gotoHydrated(page, '/inicio');
  await expect(account.getByRole('link', { name: 'Acceder' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
