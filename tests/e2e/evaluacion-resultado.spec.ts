import type { Page } from '@playwright/test';
import { apiCreate, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The evaluation result: the demo head of evaluation sees what is missing, attaches
// the PDF report and publishes (result, level and read-only state change); publishing an
// evaluation with a standard unevaluated answers 409 naming it. Each test uses its own demo
// evaluation (src/db/seed/evaluaciones-resultado-demo.ts), so they run beside other specs.

test.setTimeout(120_000);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\ntrailer\n<< /Size 4 /Root 1 0 R >>\n%%EOF\n',
);

/**
 * goto and wait until React has hydrated the page's controls. Like gotoHydrated (fixtures.ts),
 * without requiring the area layout's <main id="contenido">: the evaluation area's layout is
 * built by another part, and this page must work with or without it.
 */
async function abrir(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
      const controles = Array.from(document.querySelectorAll('a[href], button, input'));
      return document.readyState === 'complete' && controles.length > 0 && controles.every(hydrated);
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The evaluation (current phase record) of the signed-in user's project at `centro`. */
async function evaluacionDe(page: Page, centro: string): Promise<number> {
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=100', { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const registros = ((await res.json()) as { Registros: Array<{ Centro: string; Autoevaluacion: { Id: number } | null }> })
    .Registros;
  const id = registros.find((r) => r.Centro === centro)?.Autoevaluacion?.Id;
  if (!id) throw new Error(`no evaluation at ${centro}`);
  return id;
}

test('publishing with a standard unevaluated answers 409 naming it; the page lists it and offers no publish button', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, 'jefeevaluacion@soludable.demo');
  const id = await evaluacionDe(page, 'Residencia Universitaria El Parque');
  await abrir(page, `/evaluacion/${id}/resultado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de la evaluación' })).toBeVisible();
  const falta = page.getByRole('region', { name: 'Lo que falta para publicar' });
  await expect(falta).toContainText('1 estándar sin evaluar');
  await expect(falta).toContainText('Falta adjuntar el informe de evaluación (PDF).');
  const codigo = (await falta.getByRole('listitem').getByRole('link').textContent())?.trim() ?? '';
  expect(codigo).not.toBe('');
  await expect(page.getByRole('button', { name: 'Publicar el resultado' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/evaluacion/{id}/resultado (pendiente)');

  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  const res = await page.request.put(`/api/autoevaluaciones/${id}/finalizar`, {
    headers: { 'X-Instancia': 'soludable', Origin: origin },
  });
  expect(res.status()).toBe(409);
  const { message } = (await res.json()) as { message: string };
  expect(message).toContain(codigo);
  expect(message).toContain('informe');
});

test('the head of evaluation attaches the report and publishes: result, level and read-only state', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL, 'jefeevaluacion@soludable.demo');
  const id = await evaluacionDe(page, 'Gimnasio Municipal La Ribera');
  await abrir(page, `/evaluacion/${id}/resultado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado de la evaluación' })).toBeVisible();
  await expect(page.getByText('Resultado si se publica ahora:')).toBeVisible();
  await expect(page.getByText('Falta adjuntar el informe de evaluación (PDF).')).toBeVisible();
  await expectNoAxeViolations(page, '/evaluacion/{id}/resultado (sin informe)');

  // The visible button opens the (hidden) native picker; choosing a file sends it. A file that
  // is not a PDF is refused in the browser with the upload rules' message.
  await expect(page.getByRole('button', { name: 'Adjuntar el informe (PDF)' })).toBeVisible();
  const selector = page.locator('input[data-informe-fichero]');
  await selector.setInputFiles({ name: 'informe.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByRole('alert').filter({ hasText: 'informe.txt' })).toBeVisible();

  await selector.setInputFiles({ name: 'informe.pdf', mimeType: 'application/pdf', buffer: PDF });
  const informe = page.getByRole('region', { name: 'Informe de evaluación' });
  await expect(informe.getByText('informe.pdf')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Todo está evaluado y el informe adjunto: la evaluación se puede publicar.')).toBeVisible();

  await page.getByRole('button', { name: 'Publicar el resultado' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Se publicará el resultado «Acreditado» con el nivel');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(/^Resultado publicado el \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Resultado:', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar el resultado' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /el informe \(PDF\)/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/evaluacion/{id}/resultado (publicada)');

  // The project moved on: its evaluation record is finished with the level fixed.
  const a = await page.request.get(`/api/autoevaluaciones/${id}`, { headers: { 'X-Instancia': 'soludable' } });
  expect(((await a.json()) as { Estado: { Clave: string } }).Estado.Clave).toBe('FIN');
});

test('a process manager adds a level on the process page; a share over 100 is refused in Spanish', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  const sol = await page.request.get('/api/procesos?texto=SOL-2026&registrosPorPagina=1', {
    headers: { 'X-Instancia': 'soludable' },
  });
  const manualId = ((await sol.json()) as { Registros: Array<{ ManualId: number }> }).Registros[0]?.ManualId;
  // A process of its own: the demo process's levels decide other tests' results.
  const id = await apiCreate(page, baseURL, '/procesos', {
    codigo: `NIV-${Date.now()}`,
    nombre: 'Proceso con niveles',
    manualId,
  });
  await gotoHydrated(page, `/proceso/${id}`);
  const seccion = page.getByRole('region', { name: 'Niveles' });
  await expect(seccion).toContainText('El proceso no tiene niveles');
  await seccion.getByRole('button', { name: 'Añadir nivel' }).click();
  const form = page.getByRole('form', { name: 'Nuevo nivel' });
  await form.getByLabel('Clave').fill('ORO');
  await form.getByLabel('Nombre').fill('Oro');
  await form.getByLabel('Porcentaje de estándares esenciales').fill('101');
  await form.getByLabel('Porcentaje de estándares no esenciales').fill('60');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El porcentaje debe estar entre 0 y 100')).toBeVisible();
  await form.getByLabel('Porcentaje de estándares esenciales').fill('100');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(seccion.getByRole('rowheader', { name: 'Oro' })).toBeVisible({ timeout: 15_000 });
  await expect(seccion.getByRole('row', { name: /Oro/ })).toContainText('60 %');
  await expectNoAxeViolations(page, '/proceso/{id} (niveles)');
});
