import type { Page } from '@playwright/test';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, keyboardDrag, test } from './fixtures.ts';

/** The questions' headings, in the order the page shows them. */
const preguntasEnOrden = (page: Page) =>
  page.getByRole('list', { name: 'Preguntas del formulario' }).getByRole('heading', { level: 3 }).allTextContents();

test.describe('forms and tests', () => {
  test('staff build a form with questions and answers, reorder them, clone it and use it in a test', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const titulo = `Cuestionario e2e ${Date.now()}`;

    await gotoHydrated(page, '/formularios');
    await expect(page.getByRole('heading', { level: 1, name: 'Formularios' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo formulario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo formulario' })).toBeVisible();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page.locator('#formulario-titulo-error')).toHaveText('Este campo es obligatorio');
    await page.getByLabel('Título').fill(titulo);
    await page.getByLabel('Preguntas que deben responderse').fill('2');
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/formulario\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();

    const preguntas = page.getByRole('region', { name: 'Preguntas' });
    // First question: free text.
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    await page.getByLabel('Enunciado').fill('¿Hay zonas de sombra en el patio?');
    await page.getByLabel('Tipo').selectOption({ label: 'Texto libre' });
    await page.getByLabel('Máximo').fill('-3');
    await preguntas.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.locator('#pregunta-nueva-maximo-error')).toHaveText('No es un número entero positivo');
    await page.getByLabel('Máximo').fill('500');
    await preguntas.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: /Hay zonas de sombra/ })).toBeVisible();

    // Second question: one answer among several.
    await page.getByRole('button', { name: 'Añadir pregunta' }).click();
    await page.getByLabel('Enunciado').fill('¿Qué factor de protección usan?');
    await page.getByLabel('Tipo').selectOption({ label: 'Una respuesta' });
    await preguntas.getByRole('button', { name: 'Guardar', exact: true }).click();
    const segunda = page.getByRole('article', { name: /Pregunta 2: ¿Qué factor/ });
    await expect(segunda).toBeVisible();
    // A free-text question offers no answers.
    await expect(page.getByRole('article', { name: /Pregunta 1/ }).getByRole('button', { name: 'Añadir respuesta' })).toHaveCount(
      0,
    );

    for (const [texto, correcta] of [
      ['FPS 50 o más', true],
      ['FPS 15', false],
    ] as const) {
      await segunda.getByRole('button', { name: 'Añadir respuesta' }).click();
      await segunda.getByLabel('Enunciado').fill(texto);
      if (correcta) await segunda.getByLabel('Correcta').check();
      await segunda.getByRole('button', { name: 'Guardar', exact: true }).click();
      await expect(segunda.getByText(texto)).toBeVisible();
    }
    const respuestas = segunda.getByRole('list', { name: 'Respuestas de la pregunta 2' });
    await expect(respuestas.getByRole('listitem')).toHaveCount(2);

    // Reorder the questions with the "Subir" button (no drag needed).
    expect(await preguntasEnOrden(page)).toEqual(['1.¿Hay zonas de sombra en el patio?', '2.¿Qué factor de protección usan?']);
    await page.getByRole('button', { name: 'Subir: Pregunta 2: ¿Qué factor de protección usan?' }).click();
    await expect
      .poll(() => preguntasEnOrden(page))
      .toEqual(['1.¿Qué factor de protección usan?', '2.¿Hay zonas de sombra en el patio?']);

    // Reorder the answers with the keyboard drag of dnd-kit: Space, arrow down, Space.
    const lista = page.getByRole('list', { name: 'Respuestas de la pregunta 1' });
    await keyboardDrag(page, lista.getByRole('button', { name: 'Arrastrar para reordenar: Respuesta 1: FPS 50 o más' }), [
      'ArrowDown',
    ]);
    await expect
      .poll(() => lista.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining('FPS 15'), expect.stringContaining('FPS 50 o más')]);
    // The order is stored: it survives a reload.
    await page.reload();
    await expect
      .poll(() => preguntasEnOrden(page))
      .toEqual(['1.¿Qué factor de protección usan?', '2.¿Hay zonas de sombra en el patio?']);
    await expect(page.getByRole('list', { name: 'Respuestas de la pregunta 1' }).getByRole('listitem').first()).toContainText(
      'FPS 15',
    );
    const formularioUrl = page.url();

    // Clone: a new form with the same questions opens.
    await gotoHydrated(page, formularioUrl);
    await page.getByRole('button', { name: `Clonar el formulario «${titulo}»` }).click();
    await expect(page).not.toHaveURL(formularioUrl);
    await expect(page).toHaveURL(/\/formulario\/\d+$/);
    await expect
      .poll(() => preguntasEnOrden(page))
      .toEqual(['1.¿Qué factor de protección usan?', '2.¿Hay zonas de sombra en el patio?']);

    // A test of the demo manual in edition that uses the form.
    await gotoHydrated(page, '/prueba');
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva prueba' })).toBeVisible();
    await page.getByLabel('Descripción', { exact: true }).fill('Revisión del cuestionario de sombra');
    const manual = page.getByLabel('Manual', { exact: true });
    const opcion = manual.locator('option').filter({ hasText: /v2\.0/ }).first();
    await manual.selectOption({ value: (await opcion.getAttribute('value')) as string });
    await page.getByLabel('Formulario', { exact: true }).selectOption({ label: titulo });
    await page.getByLabel('Tipo de prueba').selectOption({ label: 'Cuestionario' });
    const evidencias = page.getByRole('group', { name: 'Evidencias' }).getByRole('checkbox');
    await evidencias.first().check();
    await page.getByRole('button', { name: 'Crear' }).click();
    await expect(page).toHaveURL(/\/prueba\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Revisión del cuestionario de sombra' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Ver el formulario: ${titulo}` })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Evidencias' }).getByRole('checkbox', { checked: true })).toHaveCount(1);

    // The list finds it; the form now says one test uses it.
    await gotoHydrated(page, `/pruebas?texto=${encodeURIComponent('cuestionario de sombra')}`);
    await expect(page.getByRole('rowheader', { name: 'Revisión del cuestionario de sombra' })).toBeVisible();
    await gotoHydrated(page, `/formularios?texto=${encodeURIComponent(titulo)}`);
    await expect(page.getByRole('row', { name: new RegExp(titulo) }).first()).toContainText('1');
  });
});
