import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, gotoHydrated, PUBLIC_PAGES, test } from './fixtures.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing node: rule, impact, selector, and axe's summary of what to fix. */
function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`,
        )
        .join('\n');
      return `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations, `axe found WCAG 2.1 A/AA violations on ${label}:\n${formatViolations(results.violations)}`).toEqual(
    [],
  );
}

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} with the cookie notice`, async ({ page }) => {
      await gotoHydrated(page, p.path);
      await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
      await expectNoViolations(page, `${p.path} (cookie notice visible)`);
    });

    test(`${p.path} without the cookie notice`, async ({ page, baseURL }) => {
      await acceptCookiesUpFront(page, baseURL);
      await gotoHydrated(page, p.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
      await expectNoViolations(page, `${p.path} (no cookie notice)`);
    });
  }

  test('/error showing a stored message', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    await page.evaluate(() => sessionStorage.setItem('acredita:ultimo-error', 'No se ha podido guardar el formulario.'));
    await gotoHydrated(page, '/error');
    await expect(page.getByRole('status')).toHaveText('No se ha podido guardar el formulario.');
    await expectNoViolations(page, '/error (stored message)');
  });

  test('/inicio with the keyboard focus on the skip link', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await expectNoViolations(page, '/inicio (skip link shown)');
  });
});
