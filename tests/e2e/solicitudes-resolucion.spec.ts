import type { APIRequestContext } from '@playwright/test';
import { apiCreate, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { cifAleatorio, pdf } from './solicitud-helpers.ts';

// Staff resolving and deleting requests through /solicitudes/{id}. Each test submits its own
// request as an anonymous visitor first (POST /api/solicitudes, as the wizard does), so the
// tests depend on nothing other tests change.

interface Abierto {
  Id: number;
  Codigo: string;
  Perfiles: Array<{ Id: number; RequiereDatos: boolean }>;
  Ambitos: Array<{ Id: number; Nombre: string }>;
}

/** A pending request of the demo call SOL-2026 ("Turismo y ocio" needs only the MEM document). */
async function presentar(request: APIRequestContext, centro: string): Promise<{ Id: number; Referencia: string }> {
  const abiertos = await request.get('/api/procesosAbiertos', { headers: { 'X-Instancia': 'soludable' } });
  const proceso = ((await abiertos.json()) as { Registros: Abierto[] }).Registros.find((p) => p.Codigo === 'SOL-2026');
  if (!proceso) throw new Error('SOL-2026 is not open');
  const persona = (p: { Id: number; RequiereDatos: boolean }, i: number) => ({
    perfilId: p.Id,
    nombre: i === 0 ? 'Lucía' : 'Íñigo',
    apellido1: i === 0 ? 'Muñoz' : 'Peña',
    sexoId: 2,
    cargo: i === 0 ? 'Gerente' : 'Coordinador',
    ...(p.RequiereDatos
      ? { tipoDocumentoIdentidadClave: 'DNI', documentoIdentidad: '12345678Z', direccionEmail: 'lucia.munoz@example.org' }
      : {}),
  });
  const solicitud = {
    procesoId: proceso.Id,
    aceptaCondiciones: true,
    nombre: centro,
    cif: cifAleatorio(),
    direccion: 'Paseo Marítimo 3',
    codigoPostal: '28001',
    provinciaId: 28,
    municipioId: 28079,
    ambitoId: proceso.Ambitos.find((a) => a.Nombre === 'Turismo y ocio')?.Id,
    fechaInicio: '01/03/2021',
    matricula: 'REG-E2E',
    perfiles: proceso.Perfiles.map(persona),
  };
  const memoria = pdf('memoria.pdf');
  const res = await request.post('/api/solicitudes', {
    headers: { 'X-Instancia': 'soludable', 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    multipart: {
      solicitud: JSON.stringify(solicitud),
      'tipoClave[0]': 'MEM',
      'nombreFisico[0]': memoria.name,
      'contenidoBinario[0]': memoria,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { Id: number; Referencia: string };
}

const confirmar = (page: import('@playwright/test').Page, name: RegExp | string) =>
  page.getByRole('dialog', { name }).getByRole('button', { name: 'Aceptar' }).click();

test.describe('resolving requests', () => {
  test('a request with a non-conformity is rejected with a mail and becomes read-only', async ({ page, baseURL, request }) => {
    const centro = `Hotel Albarracín ${Date.now()}`;
    const { Id, Referencia } = await presentar(request, centro);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await apiCreate(page, baseURL, `/solicitudes/${Id}/noConformidades`, { observacion: 'Falta la firma de la memoria.' });

    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceptar solicitud' })).toBeDisabled();
    await page.getByLabel('Notificar por correo').check();
    await page.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await confirmar(page, /¿Rechazar la solicitud/);

    // Resolved: the status says so and nothing can be changed any more.
    await expect(page.getByText('No aceptada').first()).toBeVisible();
    await expect(page.getByText(/Solicitud no aceptada el \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    for (const name of ['Guardar', 'Aceptar solicitud', 'Rechazar solicitud', 'Eliminar', 'Nueva observación']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await gotoHydrated(page, `/solicitudes?texto=${Referencia}`);
    await expect(page.getByRole('row').filter({ hasText: Referencia })).toContainText('No aceptada');

    // The representative was told, with the non-conformity listed (development mailbox).
    await gotoHydrated(page, '/dev/correo');
    await expect(page.getByText(`Solicitud ${Referencia} no aceptada`).first()).toBeVisible();
  });

  test('accepting without a tutor or an administrative responsible is refused before the confirmation', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Albergue Peñas Blancas ${Date.now()}`);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    // A request from the wizard has no responsibles yet: the page says so, and asks nothing.
    await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Asigne un referente (tutor) antes de aceptar la solicitud' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // With both chosen and saved, the confirmation is asked (and cancelled here).
    await page.getByLabel('Referente (tutor)').selectOption({ index: 1 });
    await page.getByLabel('Responsable administrativo').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.locator('[data-toast]')).toHaveText('La operación se ha realizado correctamente');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
    const dialogo = page.getByRole('dialog', { name: /¿Aceptar la solicitud/ });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Pendiente').first()).toBeVisible();
  });

  test('a pending request is deleted after the confirmation and leaves the list', async ({ page, baseURL, request }) => {
    const { Id, Referencia } = await presentar(request, `Camping Las Dunas ${Date.now()}`);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await confirmar(page, 'Realmente quiere eliminar este registro');
    await expect(page).toHaveURL(/\/solicitudes(\?.*)?$/);
    await gotoHydrated(page, `/solicitudes?texto=${Referencia}`);
    await expect(page.getByRole('row').filter({ hasText: Referencia })).toHaveCount(0);
    expect((await page.request.get(`/api/solicitudes/${Id}`, { headers: { 'X-Instancia': 'soludable' } })).status()).toBe(404);
  });

  test('a reader (GEST_SOLICITUDES at L) sees the request without edit, resolve or delete controls', async ({
    page,
    baseURL,
    request,
  }) => {
    const { Id, Referencia } = await presentar(request, `Piscina Municipal Ñandú ${Date.now()}`);
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    await expect(page.getByText('Lucía Muñoz').first()).toBeVisible();
    await expect(page.getByText('memoria.pdf').first()).toBeVisible();
    await expect(page.getByText('Solo lectura: no tiene permiso para modificar solicitudes.')).toBeVisible();
    for (const name of ['Guardar', 'Aceptar solicitud', 'Rechazar solicitud', 'Eliminar', 'Nueva observación']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });

  test('staff correct a pending request through the form, after a bad CIF is refused', async ({ page, baseURL, request }) => {
    const { Id, Referencia } = await presentar(request, `Balneario Río Cabriel ${Date.now()}`);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
    const nombre = page.getByLabel('Nombre del centro');
    // A request from the wizard has no responsible users yet: staff choose them here.
    await page.getByLabel('Referente (tutor)').selectOption({ index: 1 });
    await page.getByLabel('Responsable administrativo').selectOption({ index: 1 });
    await page.getByLabel('CIF', { exact: true }).fill('B1234567X');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('CIF no válido')).toBeVisible();

    await page.getByLabel('CIF', { exact: true }).fill(cifAleatorio());
    await nombre.fill('Balneario Río Cabriel (corregido)');
    await page.getByLabel('Fecha de inicio').fill('15/04/2019');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('La operación se ha realizado correctamente')).toBeVisible();
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await expect(page.getByLabel('Nombre del centro')).toHaveValue('Balneario Río Cabriel (corregido)');
    await expect(page.getByLabel('Fecha de inicio')).toHaveValue('15/04/2019');
    await expect(page.getByLabel('Referente (tutor)')).not.toHaveValue('');
  });
});
