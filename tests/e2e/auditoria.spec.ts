import { apiCreate, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Editing a centre through its page shows an entry with the changed
// fields before and after, in /auditoria (filtered) and in the centre's Historial tab.
test.describe('audit log', () => {
  test('a centre edited through its page shows its entry in /auditoria and in its Historial tab', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const antes = `Colegio Auditado ${Date.now()}`;
    const despues = `${antes} (editado)`;
    const id = await apiCreate(page, baseURL, '/centros', {
      nombre: antes,
      codigoPostal: '28001',
      provinciaId: 28,
      municipioId: 28079,
    });

    await gotoHydrated(page, `/solicitante/${id}`);
    await page.getByLabel('Nombre', { exact: true }).fill(despues);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Solicitante: ${despues}` })).toBeVisible();

    // /auditoria with the record's filters in the URL.
    await gotoHydrated(page, `/auditoria?entidad=centro&entidadId=${id}&accion=MODIFICAR`);
    const cambio = page.locator('[data-campo="Nombre"]');
    await expect(cambio).toHaveCount(1);
    await expect(cambio.locator('del')).toHaveText(antes);
    await expect(cambio.locator('ins')).toHaveText(despues);
    await expect(page.getByRole('row').filter({ has: cambio })).toContainText('Modificación');
    await expectNoAxeViolations(page, '/auditoria (filtered)');

    // The centre's Historial tab: newest first, so the edit comes before the creation.
    await gotoHydrated(page, `/solicitante/${id}`);
    const tabs = page.getByRole('navigation', { name: 'Secciones del registro' });
    await expect(tabs.getByRole('link', { name: 'Datos' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Historial' }).click();
    await expect(page).toHaveURL(new RegExp(`/solicitante/${id}\\?pestana=historial$`));
    await expect(tabs.getByRole('link', { name: 'Historial' })).toHaveAttribute('aria-current', 'page');
    const historial = page.locator('#historial');
    await expect(historial.getByRole('heading', { name: 'Historial' })).toBeVisible();
    const filas = historial.getByRole('row');
    await expect(filas.nth(1)).toContainText('Modificación');
    await expect(filas.nth(1).locator('[data-campo="Nombre"] ins')).toHaveText(despues);
    await expect(filas.nth(2)).toContainText('Alta');
    // The Datos tab's form is not on the Historial tab.
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, `/solicitante/${id}?pestana=historial`);
  });

  test('/auditoria unfiltered passes axe', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'superadmin@soludable.demo');
    await gotoHydrated(page, '/auditoria');
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeVisible();
    await expectNoAxeViolations(page, '/auditoria');
  });
});
