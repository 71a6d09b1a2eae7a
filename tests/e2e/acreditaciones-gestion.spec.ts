import { text } from '../fixtures/ficheros.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Accreditations management: staff with GEST_CERT_ACRED at E (the demo admin)
// create an accreditation for an eligible demo project, upload its certificates, edit it,
// revoke it and delete it. The demo seed holds one accreditation in every status (ACR-DEMO-*).

const PDF = Buffer.from(text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

test.describe('accreditations management', () => {
  test('the list shows the demo accreditations with the spec columns and filters by status in the URL; axe finds nothing', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/acreditaciones/gestion');
    await expect(page.getByRole('heading', { level: 1, name: 'Acreditaciones' })).toBeVisible();
    for (const header of ['Código', 'Proyecto', 'Centro', 'Publicación', 'PDF privado', 'Estado']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expectNoAxeViolations(page, '/acreditaciones/gestion');
    await page.getByLabel('Estado').selectOption({ label: 'Revocada' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/estado=REV/);
    await expect(page.getByRole('row').filter({ hasText: 'ACR-DEMO-REVOCADA' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'ACR-DEMO-VIGENTE' })).toHaveCount(0);
  });

  test('staff create, upload the certificates, edit, revoke and delete an accreditation', async ({ page, baseURL }) => {
    test.slow();
    const codigo = `ACR-E2E-${Date.now().toString(36).toUpperCase()}`;
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/acreditaciones/gestion');
    await page.getByRole('link', { name: 'Nueva acreditación' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva acreditación' })).toBeVisible();

    // Saving empty: the browser's own check names the required fields.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();

    // The project picker offers eligible projects only (the FIN-INI demo project).
    const proyecto = page.getByRole('combobox', { name: 'Proyecto' });
    await proyecto.fill('PRY');
    await expect(page.getByRole('option').first()).toBeVisible();
    await proyecto.press('ArrowDown');
    await proyecto.press('Enter');
    await page.getByLabel('Código').fill(codigo);
    await page.getByLabel('Fecha de publicación').fill('01/03/2026');
    await page.getByLabel(/Fecha de vigencia/).fill('01/01/2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La fecha de vigencia no puede ser anterior a la fecha de publicación')).toBeVisible();
    await page.getByLabel(/Fecha de vigencia/).fill('');
    await expectNoAxeViolations(page, '/acreditacion/gestion');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/acreditacion\/gestion\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Acreditación ${codigo}` })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(/ACR(-[2-9A-Z]{5}){5}/);
    // Validity defaults to publication + the process's 36 months.
    await expect(page.getByLabel(/Fecha de vigencia/)).toHaveValue('01/03/2029');

    // The certificates: PDF, one of each.
    const uploaders = page.locator('[data-fichero-uploader]');
    await uploaders
      .nth(0)
      .locator('input[type=file]')
      .setInputFiles({ name: 'certificado-publico.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('certificado-publico.pdf', { exact: true })).toBeVisible();
    await uploaders
      .nth(1)
      .locator('input[type=file]')
      .setInputFiles({ name: 'certificado-privado.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('certificado-privado.pdf', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/acreditacion/gestion/{id}');

    // An observation.
    await page.getByLabel('Nueva observación').fill('Certificado revisado por la agencia.');
    await page.getByRole('button', { name: 'Añadir observación' }).click();
    await expect(main.getByText('Certificado revisado por la agencia.')).toBeVisible();

    // Revoke: a revocation date makes it REV.
    // After the reloads of the uploads and the observation have settled (a late one re-renders the form).
    await page.waitForLoadState('networkidle');
    const revocacion = page.getByLabel(/Fecha de revocación/);
    await expect(async () => {
      await revocacion.fill('02/03/2026');
      await expect(revocacion).toHaveValue('02/03/2026', { timeout: 1000 });
    }).toPass();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
    await expect(main.locator('dl')).toContainText('Revocada');

    // The list shows it with its private PDF.
    await gotoHydrated(page, `/acreditaciones/gestion?texto=${codigo}`);
    const fila = page.getByRole('row').filter({ hasText: codigo });
    await expect(fila).toContainText('Revocada');
    await expect(
      fila.getByRole('link', { name: new RegExp(`^PDF \\(descargar el certificado privado de ${codigo}\\)$`) }),
    ).toHaveAttribute('href', /\/api\/ficheros\/\d+\?descarga=1$/);

    // Delete, after confirming.
    await fila.getByRole('link', { name: codigo, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Acreditación ${codigo}` })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).last().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/acreditaciones\/gestion/);
    await gotoHydrated(page, `/acreditaciones/gestion?texto=${codigo}`);
    await expect(page.getByRole('row').filter({ hasText: codigo })).toHaveCount(0);
  });

  test('the tutor (read only) sees the accreditation without the controls that change it', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/acreditaciones/gestion?texto=ACR-DEMO-VIGENTE');
    await expect(page.getByRole('link', { name: 'Nueva acreditación' })).toHaveCount(0);
    // exact: the private certificate's link (the demo generates it) names the code too.
    await page.getByRole('link', { name: 'ACR-DEMO-VIGENTE', exact: true }).click();
    await expect(page.getByText('Solo lectura: su perfil permite consultar las acreditaciones, no modificarlas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/acreditacion/gestion/{id} (lectura)');
  });
});
