import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('manual management', () => {
  test('staff create a manual with its file and a block, publish it, and clone it from the list', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const codigo = `E2E${Date.now().toString(36).toUpperCase()}`;

    await gotoHydrated(page, '/manuales');
    await expect(page.getByRole('heading', { level: 1, name: 'Manuales' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo manual' }).click();
    await expect(page).toHaveURL(/\/manual\/alta$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alta de manual' })).toBeVisible();

    // The spec's message before anything is sent.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(page.getByLabel('Código', { exact: true })).toBeFocused();

    await page.getByLabel('Código', { exact: true }).fill(codigo);
    await page.getByLabel('Versión', { exact: true }).fill('1');
    await page.getByLabel('Nombre', { exact: true }).fill('Manual de prueba del navegador');
    await page.getByLabel('Acceso público sin iniciar sesión').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/manual\/gestion\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Manual ${codigo} v1` })).toBeVisible();
    const manualId = Number(/gestion\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByText('En edición').first()).toBeVisible();

    // The MAN file through the shared uploader.
    await page
      .locator('input#manual-fichero')
      .setInputFiles({ name: 'manual-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('manual-e2e.pdf').first()).toBeVisible({ timeout: 15_000 });

    // A block from the manual's page.
    await page.getByRole('link', { name: 'Nueva dimensión' }).click();
    await expect(page).toHaveURL(new RegExp(`/bloque\\?manualId=${manualId}$`));
    // The new page must have rendered before typing, or the client navigation resets the fields.
    await expect(page.getByRole('heading', { level: 1, name: 'Alta de dimensión' })).toBeVisible();
    await page.getByLabel('Código', { exact: true }).fill('D1');
    await page.getByLabel('Nombre', { exact: true }).fill('Dimensión de prueba');
    await page.getByLabel(/^Color/).fill('#ffaa00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/bloque\/\d+\?guardado=1$/);
    const bloqueId = Number(/bloque\/(\d+)/.exec(page.url())?.[1]);

    // A standard (its pages belong to the standards area) so the block is not empty.
    const est = await page.request.post('/api/estandares', {
      data: { manualId, bloqueId, codigo: 'C1', descripcion: 'Criterio de prueba', esencial: true },
      headers: { 'X-Instancia': 'soludable', Origin: baseURL ?? 'http://localhost:3100' },
    });
    expect(est.status(), await est.text()).toBe(201);

    // Publish, after confirming.
    await gotoHydrated(page, `/manual/gestion/${manualId}`);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('El manual está publicado: su código').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Vigente').first()).toBeVisible();
    await expect(page.getByLabel('Código', { exact: true })).toHaveAttribute('readonly', '');

    // Clone from the list: the dialog asks for the new version.
    await gotoHydrated(page, `/manuales?texto=${codigo}`);
    const row = page.getByRole('row', { name: new RegExp(codigo) });
    await expect(row.getByText('Vigente')).toBeVisible();
    await row.getByRole('button', { name: `Clonar el manual ${codigo}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nueva versión').fill('2');
    await dialog.getByRole('button', { name: 'Clonar' }).click();
    await expect(page).toHaveURL(/\/manual\/gestion\/\d+\?clonado=1$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: `Manual ${codigo} v2` })).toBeVisible();
    await expect(page.getByText('En edición').first()).toBeVisible();
    await expect(page.getByText('D1 · Dimensión de prueba')).toBeVisible();
    expect(Number(/gestion\/(\d+)/.exec(page.url())?.[1])).not.toBe(manualId);
  });

  test('scopes, packages and catalogue tags are managed on /ambitos', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const nombre = `Ámbito ${Date.now().toString(36)}`;
    await gotoHydrated(page, '/ambitos');
    await page.getByRole('link', { name: 'Nuevo ámbito' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill(nombre);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/ambito\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Ámbito: ${nombre}` })).toBeVisible();

    await gotoHydrated(page, '/ambitos');
    const paquetes = page.locator('section', { has: page.getByRole('heading', { name: /Paquetes de estándares/ }) });
    const paquete = `Circuito ${Date.now().toString(36)}`;
    await paquetes.getByLabel('Nombre nuevo').fill(paquete);
    await paquetes.getByRole('button', { name: 'Añadir' }).click();
    await expect(page.getByLabel(`Nombre de ${paquete}`)).toBeVisible({ timeout: 15_000 });
  });
});
