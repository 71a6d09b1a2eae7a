import { expectSignedIn, loginThroughForm } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

test.describe('self-assessment entry', () => {
  test('a team member lands in their self-assessment after sign-in', async ({ page }) => {
    await loginThroughForm(page, 'autoevaluador@soludable.demo');
    await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio de la autoevaluación' })).toBeVisible();
    await expectSignedIn(page);
  });

  test('a user without a project is told so and signed out', async ({ page }) => {
    await loginThroughForm(page, 'tutor@soludable.demo');
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/respuesta\?motivo=sin-autoevaluacion$/);
    await expect(page.getByRole('main')).toContainText('Actualmente no tiene acceso a ninguna autoevaluación');
  });

  test('anonymous visitors are sent to the login first', async ({ page }) => {
    await page.goto('/autoevaluacion');
    await expect(page).toHaveURL(/\/login\?volver=\/autoevaluacion$/);
  });
});
