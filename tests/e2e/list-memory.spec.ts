import { loginThroughForm } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Opening a list without a query restores the last query remembered for that path (one
// cookie per path, kept 2 days).

// A server redirect reaches a client-side navigation as an error that Waku 0.27's router catches
// and follows; React logs it on the console (production builds hide its message). The menu
// navigation below goes through that path on purpose.
test.use({ allowedConsoleErrors: [/An error occurred in the Server Components render/] });

test('a list remembers its last query: the bare path opens it again, "Limpiar" forgets it', async ({ page, context }) => {
  test.slow(); // a dozen page loads
  await loginThroughForm(page, 'admin');
  await gotoHydrated(page, '/bloques');
  const manual = page.getByLabel('Manual');
  const option = manual.locator('option').nth(1);
  const manualId = await option.getAttribute('value');
  const manualLabel = (await option.textContent()) ?? '';
  await manual.selectOption(manualId ?? '');
  await page.getByLabel('Buscar').fill('D');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/bloques\\?texto=D&manualId=${manualId}$`));
  await expect(page.getByLabel('Manual')).toHaveValue(manualId ?? '');

  // One small cookie for this path, SameSite=Lax, kept for 2 days.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'lista.bloques')?.value)
    .toBe(encodeURIComponent(`texto=D&manualId=${manualId}`));
  const cookie = (await context.cookies()).find((c) => c.name === 'lista.bloques');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(1.9);
  expect(days).toBeLessThanOrEqual(2);

  // Somewhere else, then the bare path: the server redirects to the remembered query.
  await gotoHydrated(page, '/estandares');
  const bare = await page.request.get('/bloques', { maxRedirects: 0 });
  expect(bare.status()).toBe(307);
  expect(bare.headers().location).toBe(`/bloques?texto=D&manualId=${manualId}`);
  await page.goto('/bloques');
  await expect(page).toHaveURL(new RegExp(`/bloques\\?texto=D&manualId=${manualId}$`));
  await expect(page.getByLabel('Manual')).toHaveValue(manualId ?? '');
  await expect(page.getByLabel('Manual').locator('option:checked')).toHaveText(manualLabel);
  await expect(page.getByLabel('Buscar')).toHaveValue('D');

  // Also through the menu (a client-side navigation).
  await gotoHydrated(page, '/index');
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await menu.getByRole('button', { name: 'Mantenimiento' }).click();
  await menu.getByRole('link', { name: 'Dimensiones' }).click();
  await expect(page).toHaveURL(new RegExp(`/bloques\\?texto=D&manualId=${manualId}$`));
  await expect(page.getByLabel('Buscar')).toHaveValue('D');

  // Other lists keep their own memory.
  await gotoHydrated(page, '/estandares');
  await expect(page).toHaveURL(/\/estandares$/);

  // "Limpiar" shows the bare list and forgets the query.
  await gotoHydrated(page, '/bloques');
  await page.getByRole('link', { name: 'Limpiar' }).click();
  await expect(page).toHaveURL(/\/bloques$/);
  await expect(page.getByLabel('Buscar')).toHaveValue('');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'lista.bloques')).toBe(false);
  await gotoHydrated(page, '/index');
  await page.goto('/bloques');
  await expect(page).toHaveURL(/\/bloques$/);
});
