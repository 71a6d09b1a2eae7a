import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { abrirSolicitud, pdf, presentar } from './solicitud-helpers.ts';

// Staff working on one request at /solicitudes/{id}: the edit form, the files, the
// non-conformities with their step counter, rejecting with a mail, deleting, and what a reader
// (GEST_SOLICITUDES at L) sees. Each test first submits its own request as an anonymous visitor
// (`presentar`: POST /api/solicitudes, as the wizard does), so no test depends on another.

const confirmar = (page: Page, name: RegExp | string) =>
  page.getByRole('dialog', { name }).getByRole('button', { name: 'Aceptar' }).click();

// A 1×1 PNG (the server sniffs the bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('editing a request', () => {
  test('staff change the location, registration and responsible users through the form; a bad NICA is refused', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Albergue Sierra Norte ${Date.now()}`);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await abrirSolicitud(page, Id, Referencia);
    const datos = page.getByRole('region', { name: 'Datos de la solicitud' });
    const guardar = datos.getByRole('button', { name: 'Guardar', exact: true });

    await page.getByLabel('Referente (tutor)').selectOption({ label: 'Tomás Referente' });
    await page.getByLabel('Responsable administrativo').selectOption({ label: 'Gema Solicitudes' });
    // Another province empties the municipality: saving now asks for one.
    await page.getByLabel('Provincia').selectOption({ label: 'Barcelona' });
    await expect(page.getByLabel('Municipio')).toHaveValue('');
    await page.getByLabel('Clases NICA').fill('41, 99');
    await guardar.click();
    await expect(datos.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(datos.getByText('Clase del Anexo I no válida')).toBeVisible();

    await page.getByLabel('Municipio').selectOption({ label: 'Barcelona' });
    await page.getByLabel('Código postal').fill('08001');
    await page.getByLabel('Matrícula').fill('REG-BCN-7');
    await page.getByLabel('Clases NICA').fill('41, 43');
    await guardar.click();
    await expect(page.getByText('La operación se ha realizado correctamente')).toBeVisible();

    await abrirSolicitud(page, Id, Referencia);
    await expect(page.getByLabel('Matrícula')).toHaveValue('REG-BCN-7');
    await expect(page.getByLabel('Provincia').locator('option:checked')).toHaveText('Barcelona');
    await expect(page.getByLabel('Municipio').locator('option:checked')).toHaveText('Barcelona');
    await expect(page.getByLabel('Referente (tutor)').locator('option:checked')).toHaveText('Tomás Referente');
    await expect(page.getByLabel('Clases NICA')).toHaveValue('41, 43');
    await gotoHydrated(page, `/solicitudes?texto=${Referencia}`);
    await expect(page.getByRole('row').filter({ hasText: Referencia })).toContainText('Barcelona');
  });

  test('staff upload a document of a public and of the internal file type, then delete one', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Casa Rural El Olmo ${Date.now()}`);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await abrirSolicitud(page, Id, Referencia);
    const docs = page.getByRole('region', { name: 'Documentos' });
    await expect(docs.getByText('memoria.pdf', { exact: true })).toBeVisible();

    await page.locator('input#solicitud-fichero-PLA').setInputFiles({ name: 'plano.png', mimeType: 'image/png', buffer: PNG });
    await expect(docs.getByText('plano.png', { exact: true })).toBeVisible();
    await page.locator('input#solicitud-fichero-INT').setInputFiles(pdf('informe-visita.pdf'));
    await expect(docs.getByText('informe-visita.pdf', { exact: true })).toBeVisible();
    // A format the type does not admit is refused in the browser, with its name.
    await page.locator('input#solicitud-fichero-INT').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(docs.getByText(/«foto\.png»: formato no admitido/)).toBeVisible();

    await abrirSolicitud(page, Id, Referencia);
    await expect(docs.getByText('plano.png', { exact: true })).toBeVisible();
    await expect(docs.getByText('informe-visita.pdf', { exact: true })).toBeVisible();
    await docs.getByRole('button', { name: /Eliminar.*plano\.png/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: /eliminar/i })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(docs.getByText('plano.png', { exact: true })).toHaveCount(0);
    await abrirSolicitud(page, Id, Referencia);
    await expect(docs.getByText('plano.png', { exact: true })).toHaveCount(0);
    await expect(docs.getByText('informe-visita.pdf', { exact: true })).toBeVisible();
  });

  test('a non-conformity is written (step 2 of 2, back to 1 with the focus kept), then the request is rejected with a mail', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Hostal La Ribera ${Date.now()}`, 'ana.ibanez@example.org');
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await abrirSolicitud(page, Id, Referencia);
    const ncs = page.getByRole('region', { name: /^No conformidades/ });
    const nueva = ncs.getByRole('button', { name: 'Nueva no conformidad' });
    await expect(page.getByRole('button', { name: 'Rechazar solicitud' })).toBeDisabled();

    // Cancel gives the focus back to the button that opened the form.
    await nueva.click();
    await expect(ncs).toContainText('Paso 2 de 2');
    await expect(ncs.getByLabel('Nueva no conformidad')).toBeFocused();
    await ncs.getByRole('button', { name: 'Cancelar' }).click();
    await expect(ncs).toContainText('Paso 1 de 2');
    await expect(nueva).toBeFocused();

    const texto = 'El plano de sombras no está acotado.';
    await nueva.click();
    await ncs.getByLabel('Nueva no conformidad').fill(texto);
    await ncs.getByRole('button', { name: 'Guardar' }).click();
    await expect(ncs).toContainText(texto);
    await expect(ncs).toContainText('Paso 1 de 2');
    await expect(ncs.getByRole('heading', { name: /^No conformidades/ })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Aceptar solicitud' })).toBeDisabled();

    await page.getByLabel('Notificar por correo').check();
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    // The confirmation says a mail will go out.
    const dialogo = page.getByRole('dialog', { name: /¿Rechazar la solicitud/ });
    await expect(dialogo).toContainText('Se enviará al centro un correo con la resolución.');
    await confirmar(page, /¿Rechazar la solicitud/);

    await expect(page.getByText(/Solicitud no aceptada el \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    await expect(page.getByText('No aceptada', { exact: true }).first()).toBeVisible();
    for (const name of ['Guardar', 'Aceptar solicitud', 'Rechazar solicitud', 'Eliminar', 'Nueva no conformidad', 'Editar']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(ncs).toContainText(texto);

    // The mail, with the non-conformity, is in the development mailbox.
    await gotoHydrated(page, '/dev/correo');
    await page
      .getByRole('link', { name: `Solicitud ${Referencia} no aceptada` })
      .first()
      .click();
    await expect(page.getByText('ana.ibanez@example.org').first()).toBeVisible();
    await expect(page.getByText(texto).first()).toBeVisible();
  });

  test('a pending request is deleted after the confirmation and is gone from the list', async ({ page, baseURL, request }) => {
    const { Id, Referencia } = await presentar(request, `Refugio Peña Blanca ${Date.now()}`);
    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    await gotoHydrated(page, `/solicitudes?texto=${Referencia}`);
    await expect(page.getByRole('row').filter({ hasText: Referencia })).toHaveCount(1);
    await expect(page.locator(`a[href="/solicitudes/${Id}"]`)).toHaveCount(1);
    await abrirSolicitud(page, Id, Referencia);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    // "Cancelar" keeps it.
    await page
      .getByRole('dialog', { name: 'Realmente quiere eliminar este registro' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await confirmar(page, 'Realmente quiere eliminar este registro');
    await expect(page).toHaveURL(new RegExp(`/solicitudes\\?texto=${Referencia}$`));
    // The request itself is gone, judged by its id: no row links to it and the API answers 404.
    await gotoHydrated(page, `/solicitudes?texto=${Referencia}`);
    await expect(page.locator(`a[href="/solicitudes/${Id}"]`)).toHaveCount(0);
    const res = await page.request.get(`/api/solicitudes/${Id}`, { headers: { 'X-Instancia': 'soludable' } });
    expect(res.status()).toBe(404);
    // Its reference is never given to another request (requests created meanwhile by other
    // tests take later numbers), so the search by it finds nothing.
    await expect(page.getByRole('row').filter({ hasText: Referencia })).toHaveCount(0);
    await expect(page.getByText('No hay registros que coincidan con la búsqueda')).toBeVisible();
  });

  test('a reader (GEST_SOLICITUDES at L) sees data, people and files, with no control to change them', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Apartamentos Mirasol ${Date.now()}`);
    // tutor@ holds GEST_PROY: GEST_SOLICITUDES at L (src/db/seed/identidad.ts).
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/solicitudes');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nueva solicitud' })).toHaveCount(0);

    await abrirSolicitud(page, Id, Referencia);
    await expect(page.getByText('Solo lectura: no tiene permiso para modificar solicitudes.')).toBeVisible();
    await expect(page.getByText('REG-E2E')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personas' })).toContainText('Lucía Muñoz');
    const docs = page.getByRole('region', { name: 'Documentos' });
    await expect(docs.getByText('memoria.pdf', { exact: true })).toBeVisible();
    await expect(docs.locator('input[type=file]')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    for (const name of [
      'Guardar',
      'Aceptar solicitud',
      'Rechazar solicitud',
      'Eliminar',
      'Nueva observación',
      'Nueva no conformidad',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('Paso 1 de 2')).toHaveCount(0);
    // The API agrees: a reader cannot write.
    const res = await page.request.post(`/api/solicitudes/${Id}/observaciones`, {
      data: { observacion: 'No debería guardarse' },
      headers: { 'X-Instancia': 'soludable', Origin: new URL(baseURL ?? 'http://localhost:3100').origin },
    });
    expect(res.status()).toBe(403);
  });
});
