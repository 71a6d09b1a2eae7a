import type { Page } from '@playwright/test';
import { SAMPLES } from '../fixtures/ficheros.ts';
import { demoUser, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

// The demo self-assessor works on evidence 1.1.1 of the demo team's self-assessment: marks it,
// answers its test with a file, adds an improvement area about it; the evidence, its test and
// the evidences list change accordingly, and axe finds nothing on the three pages.

/** Goes to an area page and waits until its links and buttons are hydrated (inside any layout). */
async function gotoArea(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
    const controls = Array.from(document.querySelectorAll('a[href], button'));
    return controls.length > 0 && controls.every(hydrated);
  });
}

async function autoevaluacionDelEquipo(page: Page): Promise<number> {
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion', {
    headers: { 'X-Instancia': 'soludable' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).Registros[0].Autoevaluacion.Id as number;
}

// The stale save of the improvement area is answered 409 on purpose; the browser logs the status.
test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

test('the self-assessor marks an evidence, answers its test with a file and adds an improvement area', async ({
  page,
  baseURL,
}) => {
  // Five pages, an upload and three axe runs: more than the default budget on a busy machine.
  test.slow();
  await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
  const id = await autoevaluacionDelEquipo(page);

  // The list: the spec's columns, filtered in the URL.
  await gotoArea(page, `/autoevaluacion/${id}/evidencias?texto=1.1.1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Evidencias' })).toBeVisible();
  for (const header of ['Código', 'Descripción', 'Esencial', 'Estado']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const fila = page.getByRole('row').filter({ hasText: '1.1.1' });
  await expect(fila).toContainText('0 áreas de mejora');
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/evidencias');
  await fila.getByRole('link', { name: '1.1.1', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evidencia 1.1.1' })).toBeVisible();
  const evidenciaUrl = page.url();
  await gotoArea(page, evidenciaUrl);

  // Its test, answered with a file: the test is then met and the evidence reaches its minimum.
  const prueba = page.getByRole('region', { name: 'Política de fotoprotección aprobada' });
  await expect(prueba).toContainText('No cumple aún');
  await prueba
    .getByRole('group', { name: /Dispone de una política/ })
    .getByLabel('Sí')
    .check();
  await prueba.getByLabel(/Fecha de aprobación/).fill('2026-01-15');
  await prueba
    .getByRole('group', { name: /Quién coordina/ })
    .getByLabel('Una persona o comisión designada formalmente')
    .check();
  // Bounds are checked in the browser: 50 characters at least.
  const texto = prueba.getByLabel(/Describa brevemente/);
  await texto.fill('Muy corto');
  await prueba.getByRole('button', { name: 'Guardar las respuestas' }).click();
  await expect(prueba).toContainText('Se requieren al menos 50 caracteres');
  await texto.fill('');
  const fichero = prueba.locator('[data-fichero-uploader] input[type=file]').first();
  await fichero.setInputFiles({ name: 'politica.pdf', mimeType: 'application/pdf', buffer: Buffer.from(SAMPLES.pdf) });
  await expect(prueba.getByText('politica.pdf')).toBeVisible();
  await prueba.getByRole('button', { name: 'Guardar las respuestas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
  await expect(prueba).toContainText('Cumple', { timeout: 10_000 });
  await expect(page.getByText('Alcanza el mínimo de pruebas')).toBeVisible();

  // The verdict.
  const valoracion = page.getByRole('region', { name: 'Valoración del equipo' });
  await valoracion.getByLabel('No cumple').check();
  await valoracion.getByLabel('Justificación').fill('Pendiente de la firma del consejo escolar.');
  await valoracion.getByRole('button', { name: 'Guardar la valoración' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
  // The reload brings the record back with its author (wait for it before leaving the page).
  await expect(valoracion).toContainText(`Última modificación: ${demoUser('autoevaluador').nombre}`);
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/evidencia/{evidenciaId}');

  // An improvement area about the evidence.
  // Opened by its address: a client-side navigation right after the page's reload has shown an
  // intermittent React error (#520) in this build; see the report of this branch.
  const mejoras = page.getByRole('link', { name: 'Gestionar áreas de mejora y fortalezas' });
  await expect(mejoras).toHaveAttribute('href', /\/areasMejora\?evidenciaId=\d+$/);
  await gotoArea(page, (await mejoras.getAttribute('href')) as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Áreas de mejora y fortalezas' })).toBeVisible();
  await page.getByLabel('Código').fill('AM-E2E');
  await page.getByLabel(/^Descripción/).fill('Llevar la política al consejo escolar para su firma.');
  await page.getByLabel('Implantada').check();
  await page.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'AM-E2E' })).toContainText('Sí');
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/areasMejora');
  // Edited, the form sends the version it read: a colleague's save in between makes it a 409
  // that says why, and the list shows the colleague's text; edited again, it saves.
  await page.getByRole('button', { name: 'Editar AM-E2E' }).click();
  const cabeceras = { 'X-Instancia': 'soludable', Origin: new URL(baseURL ?? 'http://localhost:3100').origin };
  const lista = await (
    await page.request.get(`/api/autoevaluaciones/${id}/areasMejora?texto=AM-E2E`, { headers: cabeceras })
  ).json();
  const area = lista.Registros[0];
  const colega = await page.request.put(`/api/autoevaluaciones/areasMejora/${area.Id}`, {
    headers: cabeceras,
    // Without a version: only the text changes (the version still moves on).
    data: { descripcion: 'Texto de una colega.' },
  });
  expect(colega.status(), await colega.text()).toBe(200);
  await page.getByLabel(/^Descripción/).fill('Llevar la política al consejo escolar y publicarla.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText(/Otra persona ha modificado el área de mejora/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'AM-E2E' })).toContainText('Texto de una colega.');
  await page.getByRole('button', { name: 'Editar AM-E2E' }).click();
  await page.getByLabel(/^Descripción/).fill('Llevar la política al consejo escolar y publicarla.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'AM-E2E' })).toContainText('y publicarla');

  // The list counts it; the evidence route by standard opens the standard's first evidence.
  await gotoArea(page, `/autoevaluacion/${id}/evidencias?texto=1.1.1`);
  await expect(page.getByRole('row').filter({ hasText: '1.1.1' })).toContainText('1 área de mejora');
  await expect(page.getByRole('row').filter({ hasText: '1.1.1' })).toContainText('No cumple');
  // The self-assessment's figures are not compared here: the board's test moves standards of
  // this same demo self-assessment in the other browser worker at the same time.
});

test('a finished self-assessment shows its evidences read-only and says why', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL, 'evaluador@soludable.demo');
  const h = { headers: { 'X-Instancia': 'soludable' } };
  const proyecto = (await (await page.request.get('/api/yo/proyectos?registrosPorPagina=1&campos=Id', h)).json()).Registros[0].Id;
  const autos = (await (await page.request.get(`/api/yo/proyectos/${proyecto}/autoevaluaciones`, h)).json()).Registros;
  const fin = autos.find((a: { Fase: { Clave: string } }) => a.Fase.Clave === 'AUT-INI').Id as number;
  await gotoArea(page, `/autoevaluacion/${fin}/evidencias`);
  await expect(page.getByText('La autoevaluación está finalizada: ya no admite cambios').first()).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Evidencia / })).toBeVisible();
  await expect(page.getByText('La autoevaluación está finalizada: ya no admite cambios').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar la valoración' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar las respuestas' })).toHaveCount(0);

  // The evidence route without an evidence but with a standard opens that standard's first evidence.
  const primera = (await (await page.request.get(`/api/autoevaluaciones/${fin}/evidencias?registrosPorPagina=1`, h)).json())
    .Registros[0];
  await gotoArea(page, `/autoevaluacion/${fin}/evidencia?estandarId=${primera.Estandar.Id}`);
  await expect(page).toHaveURL(new RegExp(`/autoevaluacion/${fin}/evidencia/${primera.Id}$`));
});
