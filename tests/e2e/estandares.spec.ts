import AxeBuilder from '@axe-core/playwright';
import { apiCreate, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('standards, evidences and examples', () => {
  test('staff create a standard, an evidence and an example in the browser and link them', async ({ page, baseURL }) => {
    // Three records through their forms in one journey: more than the default 30 s on a busy 2-core runner.
    test.setTimeout(150_000);
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    const stamp = `${Date.now()}`.slice(-7);
    // A manual in edition and a block to hang the standard on (their own pages are another area's).
    const manualId = await apiCreate(page, baseURL, '/manuales', {
      codigo: `E2E-${stamp}`,
      nombre: 'Manual de pruebas del navegador',
      version: '1',
      mapaId: 1,
    });
    await apiCreate(page, baseURL, '/bloques', { manualId, codigo: 'D1', nombre: 'Entorno', color: '#0f766e' });

    // The standard: the instance calls them "criterios de evaluación" and blocks "dimensiones".
    await gotoHydrated(page, `/estandar?manualId=${manualId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo criterio de evaluación' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await page.getByLabel('Dimensión').selectOption({ label: 'D1 · Entorno' });
    await page.getByLabel('Código').fill(`C-${stamp}`);
    await page.getByLabel('Descripción', { exact: true }).fill('El centro dispone de zonas de sombra');
    await page.getByLabel('Mínimo de evidencias').fill('abc');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Solo números enteros positivos')).toBeVisible();
    await page.getByLabel('Mínimo de evidencias').fill('1');
    await page.getByLabel('Esencial').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/estandar\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Criterio de evaluación C-${stamp}` })).toBeVisible();
    const estandarUrl = page.url().replace(/\?.*$/, '');

    // Its evaluation guide, edited in place.
    await page.getByLabel('Añadir elemento de la guía').fill('¿Hay sombra en el recreo a mediodía?');
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(page.getByLabel('Descripción (1)')).toHaveValue('¿Hay sombra en el recreo a mediodía?');

    // An evidence of it, from the standard's page.
    await page.getByRole('link', { name: 'Nueva evidencia' }).click();
    await expect(page).toHaveURL(/\/evidencia\?manualId=\d+&estandarId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva evidencia' })).toBeVisible();
    await page.getByLabel('Código').fill(`EV-${stamp}`);
    await page.getByLabel('Descripción', { exact: true }).fill('Fotografías de los toldos');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/evidencia\/\d+\?guardado=1$/);
    await expect(page.getByRole('heading', { level: 1, name: `Evidencia EV-${stamp}` })).toBeVisible();

    // An example with rich text, then linked to the standard.
    await gotoHydrated(page, '/ejemplo');
    await page.getByRole('textbox', { name: 'Título' }).fill(`Toldos en el patio ${stamp}`);
    const editor = page.getByRole('textbox', { name: 'Descripción' });
    await editor.click();
    await page.getByRole('toolbar', { name: 'Formato del texto' }).getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('Sombra fija');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/ejemplo\/\d+\?guardado=1$/);
    await expect(page.getByRole('textbox', { name: 'Descripción' }).locator('strong')).toHaveText('Sombra fija');
    await page
      .getByRole('group', { name: 'Criterios de evaluación' })
      .getByLabel(new RegExp(`C-${stamp}`))
      .check();
    await page.getByRole('button', { name: 'Guardar selección: criterios de evaluación' }).click();
    // The page's toast (the page may still show the "saved" note of the example above).
    await expect(page.locator('[data-toast]')).toHaveText('La operación se ha realizado correctamente');

    // The standard now lists its evidence and its example; the list counts the evidence.
    await gotoHydrated(page, estandarUrl);
    await expect(page.getByRole('link', { name: new RegExp(`EV-${stamp}`) })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Ejemplos' }).getByLabel(`Toldos en el patio ${stamp}`)).toBeChecked();
    await gotoHydrated(page, `/estandares?manualId=${manualId}`);
    const row = page.getByRole('row', { name: new RegExp(`C-${stamp}`) });
    await expect(row.getByRole('cell').last()).toHaveText('1');
    await expect(row.getByText('D1 · Entorno')).toBeVisible();
    const ejemploUrl = await (async () => {
      await gotoHydrated(page, `/ejemplos?texto=${encodeURIComponent(`Toldos en el patio ${stamp}`)}`);
      const link = page.getByRole('link', { name: `Toldos en el patio ${stamp}` });
      return (await link.getAttribute('href')) as string;
    })();

    // No WCAG 2.1 A/AA violation on the lists and edit pages (the editor's toolbar included).
    for (const path of [`/estandares?manualId=${manualId}`, estandarUrl, '/evidencias', '/ejemplos', ejemploUrl, '/estandar']) {
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        path,
      ).toEqual([]);
    }
  });
});
