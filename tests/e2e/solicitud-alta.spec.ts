import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { requisitosYCentro } from './ciclo-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';
import { cifAleatorio, heading, pdf, procesoAbiertoId, rellenarPersona, siguiente } from './solicitud-helpers.ts';

// Staff registration through /solicitud/alta and the wizard's handling of the
// server's refusals, over the demo seed: SOL-2026 is open with the profiles Representante (with
// data) and Autoevaluador and the upload MEM (pdf, 1 file) for every scope; "Turismo y ocio" asks
// for nothing else (PLA is only for schools and sports facilities).

/** Steps 1–3 with realistic data (accents, ñ, a NIE, a landline), ending on the summary. */
async function rellenar(page: Page, opts: { centro: string; cif: string; staff?: boolean }) {
  await requisitosYCentro(
    page,
    {
      centro: opts.centro,
      cif: opts.cif,
      direccion: 'Calle Mayor, 3, 1.º A',
      codigoPostal: '44600',
      provincia: 'Teruel',
      municipio: 'Alcañiz',
      ambito: 'Turismo y ocio',
      // Without leading zeros: the wizard completes it to 15/01/2019.
      fechaInicio: '15/1/2019',
      matricula: 'TE-0099',
    },
    { staff: opts.staff },
  );
  await rellenarPersona(page, 'Representante', {
    nombre: 'Begoña',
    apellido1: 'Muñoz',
    apellido2: 'Ibáñez',
    tratamiento: 2,
    cargo: 'Titular',
    documento: { tipo: 'NIE', numero: 'X1234567L' },
    email: 'begona.munoz@example.org',
    telefono: '978123456',
  });
  await rellenarPersona(page, 'Autoevaluador', {
    nombre: 'Jesús',
    apellido1: 'Ortiz',
    tratamiento: 1,
    cargo: 'Coordinador de calidad',
  });
  if (opts.staff) {
    await page.getByLabel('Tutor').selectOption({ index: 1 });
    await page.getByLabel('Administrativo').selectOption({ index: 1 });
    await page.getByLabel('Solicitud de demostración (Demo)').check();
    await page.getByLabel('Enviar el acuse por correo').check();
  }
  await siguiente(page);
  await expect(heading(page, 3, 'Aportar documentos')).toBeFocused();
  await expect(page.locator('input[data-tipo-fichero="PLA"]')).toHaveCount(0);
  await page.locator('input[data-tipo-fichero="MEM"]').setInputFiles(pdf('memoria-alcañiz.pdf'));
  await expect(page.getByText('memoria-alcañiz.pdf (0 KB)')).toBeVisible();
  await siguiente(page);
  await expect(heading(page, 4, 'Confirmar')).toBeFocused();
  await expect(page.getByText('Alcañiz, Teruel')).toBeVisible();
  await expect(page.getByText('15/01/2019')).toBeVisible();
}

test('an administrator registers a request through /solicitud/alta and lands on it, with people and file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const cif = cifAleatorio();
  const centro = `Albergue Juvenil «Peñarroya» ${Date.now()}`;
  await gotoHydrated(page, `/solicitud/alta?procesoId=${await procesoAbiertoId(page)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alta de solicitud' })).toBeVisible();

  // Staff are not asked for the conditions (only the public wizard is); their fields are required on step 2.
  await expect(page.getByLabel('He leído los requisitos y acepto las condiciones de la marca')).toHaveCount(0);
  await siguiente(page);
  await siguiente(page);
  await expect(page.locator('#campo-usuarioTutorId-error')).toHaveText('Este campo es obligatorio');
  await expect(page.locator('#campo-usuarioAdministrativoId-error')).toHaveText('Este campo es obligatorio');
  await page.getByRole('button', { name: 'Anterior' }).click();

  await rellenar(page, { centro, cif, staff: true });
  await expect(page.getByText('Solicitud de demostración (Demo)')).toBeVisible();
  await expect(page.getByText('Enviar el acuse por correo')).toBeVisible();
  await expect(page.getByText('Condiciones aceptadas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await page.waitForURL(/\/solicitudes\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Solicitud SOL-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByLabel('Nombre del centro')).toHaveValue(centro);
  await expect(page.getByLabel('CIF')).toHaveValue(cif);
  const personas = page.getByRole('region', { name: 'Personas' });
  await expect(personas.getByRole('rowheader', { name: 'Begoña Muñoz Ibáñez' })).toBeVisible();
  await expect(personas.getByText('NIE X1234567L')).toBeVisible();
  await expect(personas.getByRole('rowheader', { name: 'Jesús Ortiz' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documentos' }).getByText('memoria-alcañiz.pdf', { exact: true })).toBeVisible();

  // Registered by staff: Demo, with both responsible users (as the API reports it).
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const res = await page.request.get(`/api/solicitudes/${id}`, { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const s = (await res.json()) as { Demo: boolean; Tutor: { Id: number } | null; Administrativo: { Id: number } | null };
  expect(s.Demo).toBe(true);
  expect(s.Tutor?.Id).toBeGreaterThan(0);
  expect(s.Administrativo?.Id).toBeGreaterThan(0);

  // The staff draft is gone: a new registration starts at step 1.
  await gotoHydrated(page, `/solicitud/alta?procesoId=${await procesoAbiertoId(page)}`);
  await expect(heading(page, 1, 'Comprobar requisitos')).toBeVisible();
});

test.describe('the server refuses the submit', () => {
  // The browser logs every 4xx/5xx answer of fetch as a console error; here they are the point.
  test.use({ allowedConsoleErrors: [/status of (422|500)/] });

  test('a 422 goes back to the step of its field; one without a field stays, in a banner', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await acceptCookiesUpFront(page, baseURL);
    await gotoHydrated(page, `/solicitud?procesoId=${await procesoAbiertoId(page)}`);
    await rellenar(page, { centro: 'Centro de Ocio Añoranza', cif: cifAleatorio() });

    // A process closed meanwhile: no field of the wizard carries it; the user stays on the summary.
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'Datos no válidos', errors: { procesoId: ['El proceso no está abierto'] } },
    };
    await page.route('**/api/solicitudes', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    const enviar = page.getByRole('button', { name: 'Enviar solicitud' });
    await enviar.click();
    await expect(page.getByRole('alert').filter({ hasText: 'El proceso no está abierto' })).toBeVisible();
    await expect(heading(page, 4, 'Confirmar')).toBeVisible();
    await expect(enviar).toBeFocused();

    // A server error: the banner, the focus kept on the button, nothing lost.
    answer = { status: 500, body: { message: 'Error interno del servidor' } };
    await enviar.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error interno del servidor' })).toBeVisible();
    await expect(enviar).toBeFocused();

    // A CIF the server refuses: back to step 2, under the CIF field, which gets the focus.
    answer = { status: 422, body: { message: 'Datos no válidos', errors: { cif: ['CIF no válido'] } } };
    await enviar.click();
    await expect(heading(page, 2, 'Cumplimentar datos')).toBeVisible();
    await expect(page.locator('#campo-cif-error')).toHaveText('CIF no válido');
    await expect(page.getByLabel('CIF')).toBeFocused();
    await expect(page.getByLabel('CIF')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Revise los campos marcados antes de continuar.')).toBeVisible();

    // A refused file: back to step 3, under its picker.
    await page.unroute('**/api/solicitudes');
    await page.route('**/api/solicitudes', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Datos no válidos', errors: { 'ficheros.MEM': ['El fichero está dañado'] } }),
      }),
    );
    await siguiente(page);
    await siguiente(page);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(heading(page, 3, 'Aportar documentos')).toBeVisible();
    await expect(page.locator('#ficheros-MEM-error')).toHaveText('El fichero está dañado');
  });
});
