import { isCif } from '../../src/domain/validation/rules.ts';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** A valid CIF of a limited company with random digits (unique per run). */
function cifAleatorio(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  for (const c of '0123456789') if (isCif(`B${digits}${c}`)) return `B${digits}${c}`;
  throw new Error('no CIF');
}

test.describe('applicant centres', () => {
  test('a request manager creates a centre (after an invalid CIF), finds it by CIF, edits and deletes it', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    const cif = cifAleatorio();
    const nombre = `Colegio Prueba ${Date.now()}`;

    await gotoHydrated(page, '/solicitantes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitantes' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo solicitante' }).click();
    await expect(page).toHaveURL(/\/solicitante$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo solicitante' })).toBeVisible();

    await page.getByLabel('Nombre', { exact: true }).fill(nombre);
    // The mask upper-cases and drops what cannot be part of a CIF; the check digit is wrong.
    await page.getByLabel('CIF').fill('b-1234567-5');
    await expect(page.getByLabel('CIF')).toHaveValue('B12345675');
    await page.getByLabel('Código postal').fill('28a0011');
    await expect(page.getByLabel('Código postal')).toHaveValue('28001');
    await page.getByLabel('Dirección').fill('Calle del Prado 4');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('CIF no válido')).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();

    await page.getByLabel('CIF').fill(cif);
    await page.getByLabel('Provincia').selectOption({ label: 'Madrid' });
    await page.getByLabel('Municipio').selectOption({ label: 'Madrid' });
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/solicitante\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitante: ${nombre}` })).toBeVisible();
    await expect(page.getByText('Este solicitante no tiene solicitudes')).toBeVisible();
    const url = page.url().replace(/\?.*$/, '');

    // The list finds it by CIF, with its columns.
    await gotoHydrated(page, `/solicitantes?texto=${cif}`);
    const row = page.getByRole('row').filter({ hasText: nombre });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(cif);
    await expect(row).toContainText('28001');
    await row.getByRole('link', { name: nombre }).click();
    await expect(page).toHaveURL(url);

    // Edit: another municipality of the same province.
    await gotoHydrated(page, url);
    await page.getByLabel('Nombre', { exact: true }).fill(`${nombre} (editado)`);
    await page.getByLabel('Municipio').selectOption({ label: 'Alcalá de Henares' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Solicitante: ${nombre} (editado)` })).toBeVisible();
    await gotoHydrated(page, `/solicitantes?texto=${cif}`);
    await expect(page.getByRole('row').filter({ hasText: 'Alcalá de Henares' })).toHaveCount(1);

    // Delete after the confirmation; back to the list, where it is gone.
    await gotoHydrated(page, url);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Realmente quiere eliminar este registro' });
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    // Back to the list with its remembered query (the search by CIF above), resolved in the browser.
    await expect(page).toHaveURL(new RegExp(`/solicitantes\\?texto=${cif}$`));
    await expect(page.getByText('No hay registros que coincidan con la búsqueda')).toBeVisible();
    await gotoHydrated(page, `/solicitantes?texto=${cif}`);
    await expect(page.getByRole('row').filter({ hasText: nombre })).toHaveCount(0);
  });
});
