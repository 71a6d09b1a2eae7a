import type { ConsoleMessage } from '@playwright/test';
import { loginThroughForm } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every page used to log "<link rel=preload> must have a valid `as` value": React 19.2's
// Flight server hinted the page's CSS with as="stylesheet" (see waku.config.ts).

const VALID_AS = new Set([
  'audio',
  'document',
  'embed',
  'fetch',
  'font',
  'image',
  'object',
  'script',
  'style',
  'track',
  'video',
  'worker',
]);

test('pages log no preload warning and every preload link has a valid "as"', async ({ page }) => {
  test.slow(); // five pages and a sign-in
  const messages: string[] = [];
  const listen = (m: ConsoleMessage) => {
    if (/preload/i.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', listen);
  const check = async (path: string) => {
    await gotoHydrated(page, path);
    const as = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((l) => l.getAttribute('as') ?? ''));
    for (const value of as) expect(VALID_AS.has(value), `${path}: <link rel=preload as="${value}">`).toBe(true);
  };
  for (const path of ['/inicio', '/manual', '/login']) await check(path);
  await loginThroughForm(page, 'admin');
  for (const path of ['/index', '/bloques']) await check(path);
  // A client-side navigation loads the next page's resources through the RSC payload.
  await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(messages).toEqual([]);
});
