import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { cifAleatorio, heading, pdf, procesoAbiertoId, siguiente } from './solicitud-helpers.ts';

// The public request wizard over the demo seed: SOL-2026 is open, with the
// profiles Representante (with data) and Autoevaluador, and the uploads MEM (pdf, 1) and PLA
// (pdf/jpg/png, 3; only for "Centros educativos" and "Instalaciones deportivas").

test('an anonymous visitor completes the wizard with files, surviving reloads, and gets a reference', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(page, baseURL);
  const procesoId = await procesoAbiertoId(page);
  const cif = cifAleatorio();
  const centro = `Colegio Asistente ${Date.now()}`;

  await gotoHydrated(page, `/solicitud?procesoId=${procesoId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de acreditación' })).toBeVisible();
  const indicador = page.getByRole('navigation', { name: 'Pasos de la solicitud' });
  await expect(indicador.locator('[aria-current="step"]')).toContainText('Comprobar requisitos');

  // Step 1: the conditions are required; Annex I classes can be chosen.
  await expect(heading(page, 1, 'Comprobar requisitos')).toBeVisible();
  await expectNoAxeViolations(page, '/solicitud (paso 1)');
  await siguiente(page);
  await expect(page.getByText('Se requiere aceptar las condiciones')).toBeVisible();
  await expect(heading(page, 1, 'Comprobar requisitos')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Clase 41\./ }).check();
  await page.getByLabel('He leído los requisitos y acepto las condiciones de la marca').check();
  await siguiente(page);

  // Step 2: the focus moves to the step's heading; bad values are refused with the spec's messages.
  await expect(heading(page, 2, 'Cumplimentar datos')).toBeFocused();
  await expect(indicador.locator('[aria-current="step"]')).toContainText('Cumplimentar datos');
  const repre = page.getByRole('group', { name: 'Persona: Representante' });
  const autoeval = page.getByRole('group', { name: 'Persona: Autoevaluador' });
  await page.getByLabel('Nombre del centro').fill(centro);
  await page.getByLabel('CIF').fill('B12345670');
  await page.getByLabel('Código postal').fill('123');
  await page.getByLabel('Dirección').fill('Calle del Sol 1');
  await repre.getByLabel('Tipo de documento').selectOption('DNI');
  await repre.getByLabel('Número de documento').fill('12345678A');
  await repre.getByLabel('Teléfono').fill('512345678');
  await siguiente(page);
  await expect(page.getByText('CIF no válido')).toBeVisible();
  await expect(page.getByText('Código postal no válido')).toBeVisible();
  await expect(page.getByText('DNI no válido')).toBeVisible();
  await expect(page.getByText('Teléfono no válido')).toBeVisible();
  await expect(heading(page, 2, 'Cumplimentar datos')).toBeVisible();
  await expectNoAxeViolations(page, '/solicitud (paso 2, errores)');
  await repre.getByLabel('Tipo de documento').selectOption('NIE');
  await repre.getByLabel('Número de documento').fill('X1234567A');
  await siguiente(page);
  await expect(page.getByText('NIE no válido')).toBeVisible();
  await repre.getByLabel('Tipo de documento').selectOption('PAS');
  await repre.getByLabel('Número de documento').fill('AB12345');
  await siguiente(page);
  await expect(page.getByText('Pasaporte no válido')).toBeVisible();
  // A municipality of another province cannot stay: changing the province clears it, and the step asks for it.
  await page.getByLabel('Provincia').selectOption({ label: 'Madrid' });
  await page.getByLabel('Municipio').selectOption({ label: 'Majadahonda' });
  await page.getByLabel('Provincia').selectOption({ label: 'Teruel' });
  await expect(page.getByLabel('Municipio')).toHaveValue('');
  await siguiente(page);
  await expect(page.getByLabel('Municipio')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Municipio')).toHaveAccessibleDescription(/Este campo es obligatorio/);
  await expect(heading(page, 2, 'Cumplimentar datos')).toBeVisible();

  await page.getByLabel('CIF').fill(cif);
  await page.getByLabel('Código postal').fill('28001');
  await page.getByLabel('Provincia').selectOption({ label: 'Madrid' });
  await page.getByLabel('Municipio').selectOption({ label: 'Madrid' });
  await page.getByLabel('Ámbito').selectOption({ label: 'Centros educativos' });
  await page.getByLabel('Fecha de inicio de la actividad').fill('01/09/2020');
  await page.getByLabel('Número de registro o matrícula').fill('MAT-1');
  await repre.getByLabel('Tipo de documento').selectOption('DNI');
  await repre.getByLabel('Número de documento').fill('12345678Z');
  await repre.getByLabel('Nombre', { exact: true }).fill('Ana');
  await repre.getByLabel('Primer apellido').fill('Ruiz');
  await repre.getByLabel('Tratamiento').selectOption({ index: 2 });
  await repre.getByLabel('Cargo').fill('Directora');
  await repre.getByLabel('Correo electrónico').fill('ana.ruiz@example.org');
  await repre.getByLabel('Teléfono').fill('612345678');
  await autoeval.getByLabel('Nombre', { exact: true }).fill('Luis');
  await autoeval.getByLabel('Primer apellido').fill('Gil');
  await autoeval.getByLabel('Tratamiento').selectOption({ index: 1 });
  await autoeval.getByLabel('Cargo').fill('Jefe de estudios');
  await siguiente(page);
  await expect(heading(page, 3, 'Aportar documentos')).toBeFocused();

  // Reload after step 2: still on step 3, and the data is there when going back.
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page, 3, 'Aportar documentos')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByLabel('Nombre del centro')).toHaveValue(centro);
  await expect(page.getByRole('group', { name: 'Persona: Representante' }).getByLabel('Número de documento')).toHaveValue(
    '12345678Z',
  );
  await expect(page.getByLabel('Municipio')).toHaveValue('28079');
  await siguiente(page);

  // Step 3: one upload per applicable type, with its limits; a missing one blocks the step.
  await expect(heading(page, 3, 'Aportar documentos')).toBeFocused();
  await expect(page.getByText('Hasta 1 fichero, de 2000 KB como máximo cada uno; formatos: PDF.')).toBeVisible();
  await siguiente(page);
  await expect(page.getByText('Debe aportar el documento «Memoria del centro»')).toBeVisible();
  await expect(page.getByText('Debe aportar el documento «Plano de sombras»')).toBeVisible();
  await expectNoAxeViolations(page, '/solicitud (paso 3)');
  await page.locator('input[data-tipo-fichero="MEM"]').setInputFiles(pdf('memoria.pdf'));
  await page.locator('input[data-tipo-fichero="PLA"]').setInputFiles(pdf('plano.pdf'));
  await expect(page.getByText('memoria.pdf (0 KB)')).toBeVisible();
  await expect(page.getByText('plano.pdf (0 KB)')).toBeVisible();

  // Reload after choosing files: they come back from IndexedDB.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('memoria.pdf (0 KB)')).toBeVisible();
  await expect(page.getByText('plano.pdf (0 KB)')).toBeVisible();
  await siguiente(page);

  // Step 4: the summary, then the submit.
  await expect(heading(page, 4, 'Confirmar')).toBeFocused();
  await expect(page.getByText(centro)).toBeVisible();
  await expect(page.getByText(cif)).toBeVisible();
  await expect(page.getByText('Clase 41')).toBeVisible();
  await expect(page.getByText('memoria.pdf (0 KB)')).toBeVisible();
  await expectNoAxeViolations(page, '/solicitud (paso 4)');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeFocused({ timeout: 20_000 });
  const referencia = (await page.locator('[data-referencia]').textContent()) ?? '';
  expect(referencia).toMatch(/^SOL-\d{4}-\d{6}$/);
  await expectNoAxeViolations(page, '/solicitud (enviada)');

  // The draft is gone: a new visit starts at step 1.
  await gotoHydrated(page, `/solicitud?procesoId=${procesoId}`);
  await expect(heading(page, 1, 'Comprobar requisitos')).toBeVisible();

  // The request exists with its people and files (seen by an administrator).
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const list = await page.request.get(`/api/solicitudes?texto=${cif}`, { headers: { 'X-Instancia': 'soludable' } });
  expect(list.status()).toBe(200);
  const { Registros } = (await list.json()) as { Registros: Array<{ Id: number; Referencia: string }> };
  expect(Registros).toHaveLength(1);
  expect(Registros[0]?.Referencia).toBe(referencia);
  const detail = await page.request.get(`/api/solicitudes/${Registros[0]?.Id}`, { headers: { 'X-Instancia': 'soludable' } });
  expect(detail.status()).toBe(200);
  const record = (await detail.json()) as {
    Solicitante: { Nombre: string; CIF: string };
    Perfiles: unknown[];
    Ficheros: Array<{ NombreFisico: string }>;
  };
  expect(record.Solicitante).toMatchObject({ Nombre: centro, CIF: cif });
  expect(record.Perfiles).toHaveLength(2);
  expect(record.Ficheros.map((f) => f.NombreFisico).sort()).toEqual(['memoria.pdf', 'plano.pdf']);

  // …and in the staff list, in the browser: found by its reference, opened, with its files.
  await gotoHydrated(page, '/solicitudes');
  await page.locator('#solicitudes-texto').fill(referencia);
  await page.locator('#solicitudes-texto').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('texto') === referencia);
  const fila = page.getByRole('row', { name: new RegExp(referencia) });
  await expect(fila).toHaveCount(1);
  await expect(fila).toContainText(centro);
  await expect(fila).toContainText('Pendiente');
  await fila.getByRole('link', { name: referencia }).click();
  await page.waitForURL(/\/solicitudes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${referencia}` })).toBeVisible();
  const documentos = page.getByRole('region', { name: 'Documentos' });
  await expect(documentos.getByText('memoria.pdf', { exact: true })).toBeVisible();
  await expect(documentos.getByText('plano.pdf', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personas' }).getByRole('rowheader', { name: 'Ana Ruiz' })).toBeVisible();
});

test('without an open process id the wizard explains it and links to the open processes', async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
  await gotoHydrated(page, '/solicitud?procesoId=999999');
  await expect(page.getByText('El proceso indicado no existe o no está abierto.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver los procesos abiertos' })).toHaveAttribute('href', '/procesosAbiertos');
});
