import { read, utils } from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { infoPdf, SIN_POPPLER } from '../fixtures/pdf-etiquetado.ts';
import { expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The printable reports and their PDFs, the list downloads with the
// filters on screen, and the management index's charts (each with a table of links).

/** The demo project in evaluation and its evaluation record, as the projects list shows them. */
async function proyectoEnEvaluacion(page: Page) {
  const res = await page.request.get('/api/proyectos?faseClave=EVA-INI', { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { Registros: Array<{ Codigo: string; Centro: string; Evaluacion: { Id: number } | null }> };
  const p = body.Registros.find((r) => r.Evaluacion);
  if (!p?.Evaluacion) throw new Error('no demo project in evaluation');
  return { codigo: p.Codigo, centro: p.Centro, evaluacionId: p.Evaluacion.Id };
}

test.describe('reports, exports and the management index', () => {
  test('the evaluation report prints and downloads as PDF; axe finds nothing', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    const eva = await proyectoEnEvaluacion(page);
    await page.context().clearCookies();
    await signInByApi(page, baseURL, 'jefeevaluacion@soludable.demo');
    // A plain load: the evaluation area's frame (its layout) is not needed here.
    await page.goto(`/evaluacion/${eva.evaluacionId}/informe`);
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: 'Informe de evaluación' })).toBeVisible();
    await expect(page.getByText(eva.centro).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cifras' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cifras por bloque' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoAxeViolations(page, '/evaluacion/{id}/informe');

    // On paper only the report shows: the print button is hidden.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^informe-.*\.pdf$/);
    const bytes = await (await descarga.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // The downloaded file is tagged for screen readers (PDF/UA); poppler-utils reads it.
    if (!SIN_POPPLER) expect(infoPdf(new Uint8Array(Buffer.concat(bytes)))).toMatchObject({ Tagged: 'yes' });
  });

  test('the summary table of a self-assessment prints and downloads as PDF; axe finds nothing', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'representante@soludable.demo');
    const res = await page.request.get('/api/yo/proyectos', { headers: { 'X-Instancia': 'soludable' } });
    const { Registros } = (await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } | null }> };
    const id = Registros.find((r) => r.Autoevaluacion)?.Autoevaluacion?.Id;
    await gotoHydrated(page, `/autoevaluacion/${id}/tabla`);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectNoAxeViolations(page, '/autoevaluacion/{id}/tabla');
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar PDF' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^tabla-.*\.pdf$/);
  });

  test('a filtered projects list downloads as XLSX and CSV with exactly its rows', async ({ page, baseURL }) => {
    await signInByApi(page, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(page, '/proyectos?faseClave=AUT-INI');
    const filas = page.getByRole('table').getByRole('row');
    const enPantalla = (await filas.count()) - 1;
    expect(enPantalla).toBeGreaterThan(1);
    await expectNoAxeViolations(page, '/proyectos with the download links');

    const xlsxLink = page.getByRole('link', { name: /Descargar la lista filtrada en Excel/ });
    await expect(xlsxLink).toHaveAttribute('href', /\/api\/exportaciones\/proyectos\?formato=xlsx&faseClave=AUT-INI/);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), xlsxLink.click()]);
    const wb = read(Buffer.concat(await (await xlsx.createReadStream()).toArray()), { type: 'buffer' });
    const hoja = utils.sheet_to_json<Record<string, string>>(wb.Sheets[wb.SheetNames[0] as string] as never);
    expect(hoja).toHaveLength(enPantalla);
    expect(new Set(hoja.map((f) => f.Fase))).toEqual(new Set([hoja[0]?.Fase]));

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Descargar la lista filtrada en CSV/ }).click(),
    ]);
    const texto = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
    expect(texto.trim().split(/\r\n/)).toHaveLength(enPantalla + 1);
  });

  test('/index shows the charts, each with a table linking to the filtered list; axe finds nothing', async ({
    page,
    baseURL,
  }) => {
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/index');
    for (const titulo of [
      'Proyectos por fase',
      'Proyectos por estado',
      'Solicitudes por mes',
      'Plazos en riesgo (próximos 15 días)',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
    }
    // The charts draw in the browser (recharts).
    await expect(page.locator('[data-grafico="grafico-fase"] svg.recharts-surface')).toBeVisible();
    await expectNoAxeViolations(page, '/index');
    const fase = page.locator('[data-grafico="grafico-fase"]').getByRole('link').first();
    const href = await fase.getAttribute('href');
    expect(href).toMatch(/^\/proyectos\?faseClave=/);
    await fase.click();
    await expect(page).toHaveURL(/\/proyectos\?faseClave=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
  });
});
