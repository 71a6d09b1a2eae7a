import { expectSignedIn, loginThroughForm } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

test.describe('self-assessment entry', () => {
  test('a team member lands on the entry after sign-in and is told there is no self-assessment yet', async ({ page }) => {
    await loginThroughForm(page, 'autoevaluador@soludable.demo');
    await expect(page).toHaveURL(/\/autoevaluacion$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autoevaluación' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Actualmente no tiene acceso a ninguna autoevaluación');
    await expectSignedIn(page);
  });

  test('anonymous visitors are sent to the login first', async ({ page }) => {
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/login\?volver=\/autoevaluacion$/);
  });
});
