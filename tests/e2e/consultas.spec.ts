import { MIN_RELLENO_MS } from '../../src/domain/consultas/marca.ts';
import { todayIso } from '../../src/domain/shared/fechas.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// An enquiry end to end: a visitor asks through /contacto, staff holding GEST_CONSULTAS (the
// demo tutor) answer it on /consulta/{id}, and the answer reaches the enquirer's mail (the
// development mailbox, read as an administrator).

test('a visitor sends an enquiry; staff answer it; the answer appears in the enquirer’s mail', async ({ page, baseURL }) => {
  const email = `visitante.${Date.now()}@example.es`;
  await gotoHydrated(page, '/contacto');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expectNoAxeViolations(page, '/contacto');
  await page.getByLabel('Nombre y apellidos').fill('Rosa Núñez Prieto');
  await page.getByLabel('Tipo de documento').selectOption('DNI');
  await page.getByLabel('Número de documento').fill('12345678Z');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('612345678');
  await page.getByLabel('Consulta').fill('¿El sello cubre también las actividades extraescolares <b>al aire libre</b>?');

  // Without the privacy notice accepted, the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  await expect(page.getByText('Se requiere aceptar las condiciones')).toBeVisible();
  await page.getByLabel('He leído y acepto la').check();
  // A person takes longer than the form's minimum fill time; the test waits it out.
  await page.waitForTimeout(MIN_RELLENO_MS);
  await page.getByRole('button', { name: 'Enviar consulta' }).click();
  const enviada = page.getByRole('status').filter({ hasText: 'Consulta enviada correctamente con la referencia' });
  await expect(enviada).toBeVisible();
  const referencia = /CON-\d{4}-[A-Z2-9]{6}/.exec((await enviada.textContent()) ?? '')?.[0] as string;
  expect(referencia).toBeTruthy();

  // Staff find it in /consultas and answer it.
  await signInByApi(page, baseURL, 'tutor@soludable.demo');
  await gotoHydrated(page, `/consultas?texto=${referencia}`);
  const fila = page.getByRole('row').filter({ hasText: referencia });
  await expect(fila).toContainText('Pendiente');
  await expectNoAxeViolations(page, '/consultas');
  await fila.getByRole('link', { name: referencia }).click();
  await page.waitForURL(/\/consulta\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Consulta ${referencia}` })).toBeVisible();
  await expectNoAxeViolations(page, '/consulta/{ConsultaId}');
  await page.getByLabel('Fecha de resolución').fill(todayIso(new Date()));
  await page.getByLabel('Respuesta').fill('Sí: las actividades al aire libre del centro <i>también</i> cuentan.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('[data-toast]')).toHaveText('La operación se ha realizado correctamente');
  await gotoHydrated(page, `/consultas?texto=${referencia}`);
  await expect(page.getByRole('row').filter({ hasText: referencia })).toContainText('Resuelta');

  // The enquirer got the acknowledgement and then the answer, escaped.
  await page.context().clearCookies();
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  await gotoHydrated(page, '/dev/correo');
  const filas = page.getByRole('row').filter({ hasText: email });
  await expect(filas.filter({ hasText: `Consulta ${referencia} recibida` })).toHaveCount(1);
  await filas.getByRole('link', { name: `Respuesta a su consulta ${referencia}` }).click();
  await page.waitForURL(/\/dev\/correo\/\d+$/);
  await expect(page.locator('pre')).toContainText('Sí: las actividades al aire libre del centro <i>también</i> cuentan.');
  await expect(page.locator('pre')).toContainText('Estimado/a Rosa Núñez Prieto:');
});
