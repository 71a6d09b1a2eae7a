import type { APIRequestContext, Page } from '@playwright/test';
import { apiCreate, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { abrirSolicitud, cifAleatorio, nombrarResponsables, presentar } from './solicitud-helpers.ts';

// Staff resolving and deleting requests through /solicitudes/{id}. Each test submits its own
// request as an anonymous visitor first (POST /api/solicitudes, as the wizard does), so the
// tests depend on nothing other tests change.

const confirmar = (page: Page, name: RegExp | string) =>
  page.getByRole('dialog', { name }).getByRole('button', { name: 'Aceptar' }).click();

/** A request submitted for `centro` by an anonymous visitor, its page then opened signed in as `email` (by default an administrator). */
async function presentarYAbrir(
  { page, baseURL, request }: { page: Page; baseURL: string | undefined; request: APIRequestContext },
  centro: string,
  email = 'admin@soludable.demo',
) {
  const solicitud = await presentar(request, centro);
  await signInByApi(page, baseURL, email);
  await abrirSolicitud(page, solicitud.Id, solicitud.Referencia);
  return solicitud;
}

test.describe('resolving requests', () => {
  test('a request with a non-conformity is rejected with a mail and becomes read-only', async ({ page, baseURL, request }) => {
    const centro = `Hotel Albarracín ${Date.now()}`;
    const { Id, Referencia } = await presentar(request, centro);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await apiCreate(page, baseURL, `/solicitudes/${Id}/noConformidades`, { observacion: 'Falta la firma de la memoria.' });

    await abrirSolicitud(page, Id, Referencia);
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
    const { Id } = await presentarYAbrir({ page, baseURL, request }, `Albergue Peñas Blancas ${Date.now()}`);
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
    const { Id, Referencia } = await presentarYAbrir({ page, baseURL, request }, `Camping Las Dunas ${Date.now()}`);
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
    await presentarYAbrir({ page, baseURL, request }, `Piscina Municipal Ñandú ${Date.now()}`, 'tutor@soludable.demo');
    await expect(page.getByText('Lucía Muñoz').first()).toBeVisible();
    await expect(page.getByText('memoria.pdf').first()).toBeVisible();
    await expect(page.getByText('Solo lectura: no tiene permiso para modificar solicitudes.')).toBeVisible();
    for (const name of ['Guardar', 'Aceptar solicitud', 'Rechazar solicitud', 'Eliminar', 'Nueva observación']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });

  test('staff correct a pending request through the form, after a bad CIF is refused', async ({ page, baseURL, request }) => {
    const { Id } = await presentarYAbrir({ page, baseURL, request }, `Balneario Río Cabriel ${Date.now()}`);
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

test.describe('accepting lets the centre in', () => {
  test('the administrative responsible accepts; the representative opens the invitation, completes the pre-filled account and lands in the self-assessment', async ({
    page,
    baseURL,
    browser,
    request,
  }) => {
    // Two sign-ins, one new account (scrypt) and two browsers: more than the default 30 s.
    test.setTimeout(120_000);
    const email = `repre-${Date.now()}@example.org`;
    const centro = `Hostal Peñíscola ${Date.now()}`;
    const { Id, Referencia } = await presentar(request, centro, email);

    await signInByApi(page, baseURL, 'gestor@soludable.demo');
    await gotoHydrated(page, `/solicitudes/${Id}`);
    await nombrarResponsables(page);
    await page.getByLabel('Notificar por correo').check();
    await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
    const dialogo = page.getByRole('dialog', { name: /¿Aceptar la solicitud/ });
    await expect(dialogo).toContainText('se invitará a entrar a las personas que nombra la solicitud');
    await confirmar(page, /¿Aceptar la solicitud/);
    await expect(page.getByText(/Solicitud aceptada el \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
    const enlace =
      (await page
        .getByRole('link', { name: /PRY-\d{4}-\d{4}/ })
        .first()
        .textContent()) ?? '';
    const codigo = /PRY-\d{4}-\d{4}/.exec(enlace)?.[0] as string;
    expect(codigo).toBeTruthy();

    // The notice announces the invitation; the invitation carries the link (development mailbox).
    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/dev/correo');
    const filas = page.getByRole('row').filter({ hasText: email });
    await expect(filas.filter({ hasText: `Solicitud ${Referencia} aceptada` })).toHaveCount(1);
    await filas.getByRole('link', { name: 'Invitación a Soludable' }).click();
    await page.waitForURL(/\/dev\/correo\/\d+$/);
    await expect(page.locator('pre')).toContainText(`${codigo} · ${centro}`);
    await expect(page.locator('pre')).toContainText('Estimada Dña. Lucía Muñoz:');
    const link = (await page.locator('pre a[href*="/invitacion/"]').getAttribute('href')) as string;

    const fresh = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    try {
      const invitee = await fresh.newPage();
      await acceptCookiesUpFront(invitee, baseURL);
      await invitee.goto(link);
      await waitForHydration(invitee);
      await expect(invitee.getByText(`${codigo} · ${centro}`)).toBeVisible();
      await expect(invitee.getByText('Dña. Lucía Muñoz')).toBeVisible();
      // What the request held is already there: only the password is missing.
      await expect(invitee.getByLabel(/^Nombre/)).toHaveValue('Lucía');
      await expect(invitee.getByLabel('Primer apellido')).toHaveValue('Muñoz');
      await expect(invitee.getByLabel('Tipo de documento')).toHaveValue('DNI');
      await expect(invitee.getByLabel('Número de documento')).toHaveValue('12345678Z');
      await expectNoAxeViolations(invitee, '/invitacion/{token} (datos de la solicitud)');
      await invitee.getByLabel(/^Contraseña/).fill('Repre.2026');
      await invitee.getByLabel('Repita la contraseña').fill('Repre.2026');
      await invitee.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
      // Signed in, in the project's self-assessment.
      await invitee.waitForURL(/\/autoevaluacion\/\d+$/);
      await expect(invitee.getByText(codigo).first()).toBeVisible();
    } finally {
      await fresh.close();
    }
  });
});
