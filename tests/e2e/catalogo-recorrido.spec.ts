import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The catalogue's journey in one go: a staff user builds a manual with two
// blocks, standards, an evidence, a test with its form and an example, all through the pages;
// publishes it; clones it from the list; and the clone holds the same content as the original
// (compared through the export document, the same one the clone is made from).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const idFrom = (page: Page, pattern: RegExp) => Number(pattern.exec(page.url())?.[1]);

async function nuevoBloque(page: Page, manualId: number, codigo: string, nombre: string) {
  await gotoHydrated(page, `/bloque?manualId=${manualId}`);
  await page.getByLabel('Código', { exact: true }).fill(codigo);
  await page.getByLabel('Nombre', { exact: true }).fill(nombre);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/bloque\/\d+\?guardado=1$/);
}

async function nuevoEstandar(
  page: Page,
  manualId: number,
  s: { bloque: string; codigo: string; descripcion: string; esencial: boolean },
) {
  await gotoHydrated(page, `/estandar?manualId=${manualId}`);
  await page.getByLabel('Dimensión').selectOption({ label: s.bloque });
  await page.getByLabel('Código').fill(s.codigo);
  await page.getByLabel('Descripción', { exact: true }).fill(s.descripcion);
  await page.getByLabel('Mínimo de evidencias').fill('1');
  if (s.esencial) await page.getByLabel('Esencial').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/estandar\/\d+\?guardado=1$/);
}

/** The export of a manual without what a clone changes on purpose (its identity and state). */
async function contenido(page: Page, manualId: number) {
  const res = await page.request.get(`/api/manuales/${manualId}/exportacion`, { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { manual: Record<string, unknown> } & Record<string, unknown>;
  const { codigo: _c, version: _v, estadoClave: _e, fechaPublicacion: _f, ...manual } = doc.manual;
  return { ...doc, manual };
}

test.describe('the standards catalogue, end to end in the browser', () => {
  test('build a manual, publish it, clone it: the clone matches', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const codigo = `REC${Date.now().toString(36).toUpperCase()}`;

    // The manual and its file.
    await gotoHydrated(page, '/manual/alta');
    await page.getByLabel('Código', { exact: true }).fill(codigo);
    await page.getByLabel('Versión', { exact: true }).fill('1.0');
    await page.getByLabel('Nombre', { exact: true }).fill('Manual del recorrido completo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/manual\/gestion\/\d+\?guardado=1$/);
    const manualId = idFrom(page, /gestion\/(\d+)/);
    await page.locator('input#manual-fichero').setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('manual.pdf').first()).toBeVisible({ timeout: 15_000 });

    // Two blocks, a standard in each (one essential), an evidence of the first.
    await nuevoBloque(page, manualId, 'D1', 'Entornos y sombra');
    await nuevoBloque(page, manualId, 'D2', 'Educación');
    await nuevoEstandar(page, manualId, {
      bloque: 'D1 · Entornos y sombra',
      codigo: `C1-${codigo}`,
      descripcion: 'Zonas de sombra',
      esencial: true,
    });
    const estandarUrl = page.url().replace(/\?.*$/, '');
    await nuevoEstandar(page, manualId, {
      bloque: 'D2 · Educación',
      codigo: `C2-${codigo}`,
      descripcion: 'Talleres',
      esencial: false,
    });
    await gotoHydrated(page, estandarUrl);
    await page.getByRole('link', { name: 'Nueva evidencia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva evidencia' })).toBeVisible();
    await page.getByLabel('Código').fill('E1');
    await page.getByLabel('Descripción', { exact: true }).fill('Fotografías de los toldos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/evidencia\/\d+\?guardado=1$/);

    // A form with one question, and a test that applies it to the evidence.
    const titulo = `Cuestionario ${codigo}`;
    await gotoHydrated(page, '/formulario');
    await page.getByLabel('Título').fill(titulo);
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/formulario\/\d+$/);
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    await page.getByLabel('Enunciado').fill('¿Cuántos toldos hay?');
    await page.getByLabel('Tipo').selectOption({ label: 'Número' });
    await page.getByRole('region', { name: 'Preguntas' }).getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: /Cuántos toldos/ })).toBeVisible();

    await gotoHydrated(page, `/prueba?manualId=${manualId}`);
    await page.getByLabel('Descripción', { exact: true }).fill('Revisión de la sombra');
    await page.getByLabel('Formulario', { exact: true }).selectOption({ label: titulo });
    await page.getByLabel('Tipo de prueba').selectOption({ label: 'Cuestionario' });
    await page.getByRole('group', { name: 'Evidencias' }).getByRole('checkbox', { name: /E1/ }).check();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/prueba\/\d+/);

    // An example, linked to the first standard.
    await gotoHydrated(page, '/ejemplo');
    await page.getByRole('textbox', { name: 'Título' }).fill(`Toldos en el patio ${codigo}`);
    await page.getByRole('textbox', { name: 'Descripción' }).click();
    await page.keyboard.type('Lonas sobre el arenero desde mayo.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/ejemplo\/\d+\?guardado=1$/);
    const criterios = page.getByRole('group', { name: 'Criterios de evaluación' });
    await criterios.getByLabel(new RegExp(`C1-${codigo}`)).check();
    await page.getByRole('button', { name: 'Guardar selección: criterios de evaluación' }).click();
    await expect(page.locator('[data-toast]')).toHaveText('La operación se ha realizado correctamente');

    // Publish.
    await gotoHydrated(page, `/manual/gestion/${manualId}`);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Vigente').first()).toBeVisible({ timeout: 15_000 });

    // Clone from the list, as version 2.0.
    await gotoHydrated(page, `/manuales?texto=${codigo}`);
    await page
      .getByRole('row', { name: new RegExp(codigo) })
      .getByRole('button', { name: `Clonar el manual ${codigo}` })
      .click();
    await page.getByRole('dialog').getByLabel('Nueva versión').fill('2.0');
    await page.getByRole('dialog').getByRole('button', { name: 'Clonar' }).click();
    await expect(page).toHaveURL(/\/manual\/gestion\/\d+\?clonado=1$/, { timeout: 15_000 });
    const cloneId = idFrom(page, /gestion\/(\d+)/);
    expect(cloneId).not.toBe(manualId);
    await expect(page.getByRole('heading', { level: 1, name: `Manual ${codigo} v2.0` })).toBeVisible();

    // The clone has the same blocks, standards, evidence, test, form and example.
    const [original, clon] = await Promise.all([contenido(page, manualId), contenido(page, cloneId)]);
    expect(clon).toEqual(original);
    expect(JSON.stringify(original)).toContain('Fotografías de los toldos');
    expect(JSON.stringify(original)).toContain('¿Cuántos toldos hay?');
    expect(JSON.stringify(original)).toContain(`Toldos en el patio ${codigo}`);
  });
});
