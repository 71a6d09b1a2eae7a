import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { acceptCookiesUpFront, expect, gotoHydrated, test } from './fixtures.ts';

// An anonymous visitor browses the demo manual (src/db/seed/manual-demo.ts): the list, the
// manual by dimensions, the summary table and an example; the private 2.0 draft is a 404.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const NOMBRE = 'Manual de acreditación Soludable en fotoprotección';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
  expect(results.violations, `axe on ${label}:\n${summary}`).toEqual([]);
}

/** Ids of the demo manual 1.0 (public) and, seeded right after it, the 2.0 draft. */
async function demoIds(request: APIRequestContext) {
  const body = await (await request.get('/api/publico/manuales')).json();
  const vigente = body.Registros.find((m: { Codigo: string; Version: string }) => m.Codigo === 'MAN-SOL' && m.Version === '1.0');
  expect(vigente, 'the demo manual is listed').toBeTruthy();
  return { vigenteId: vigente.Id as number, borradorId: (vigente.Id as number) + 1 };
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page, baseURL);
});

test('the public menu leads to the list of public manuals', async ({ page }) => {
  await gotoHydrated(page, '/inicio');
  await page.getByRole('navigation').getByRole('link', { name: 'Manual', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manual$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manuales' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NOMBRE })).toBeVisible();
  await expect(page.getByText('borrador')).toHaveCount(0);
  await expectNoViolations(page, '/manual');
});

test('an anonymous visitor browses the manual by dimensions, with criteria, evidences and examples', async ({ page }) => {
  await gotoHydrated(page, '/manual');
  await page.getByRole('link', { name: new RegExp(`^Consultar el manual\\s*: ${NOMBRE} 1\\.0$`) }).click();
  await expect(page).toHaveURL(/\/manual\/publico\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE })).toBeVisible();
  await expect(page).toHaveTitle(`${NOMBRE} 1.0 · Soludable`);
  // The instance calls blocks "dimensiones" and standards "criterios de evaluación".
  await expect(page.getByRole('heading', { level: 2, name: 'D2. Entornos y sombra' })).toBeVisible();
  await expect(page.getByText('Dimensión').first()).toBeVisible();
  const e23 = page.getByRole('article', { name: /2\.3 Las actividades al aire libre/ });
  await expect(e23.getByText('Esencial').first()).toBeVisible();
  await expect(e23.getByText('Horarios de actividades exteriores')).toBeVisible();
  // The index jumps to a criterion.
  await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: /^4\.3/ }).click();
  await expect(page).toHaveURL(/#estandar-\d+$/);
  await expectNoViolations(page, '/manual/publico/{id}');

  await page
    .getByRole('article', { name: /4\.3 La evaluación de riesgos/ })
    .getByRole('link', { name: 'Equipos de protección para el personal de jardinería' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/estandares\/\d+\/ejemplos\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Equipos de protección para el personal de jardinería' }),
  ).toBeVisible();
  await expect(page.getByText('Ayuntamiento de Córdoba, Servicio de Parques y Jardines')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'gafas de sol de categoría 3' })).toBeVisible();
  await expectNoViolations(page, '/estandares/{id}/ejemplos/{id}');
});

test('/manual/publico without an id opens the manual in force', async ({ page }) => {
  await gotoHydrated(page, '/manual/publico');
  await expect(page.getByRole('heading', { level: 1, name: NOMBRE })).toBeVisible();
  await expectNoViolations(page, '/manual/publico');
});

test('the summary table lists every criterion of the manual', async ({ page, request }) => {
  const { vigenteId } = await demoIds(request);
  await gotoHydrated(page, `/manual/${vigenteId}/tabla`);
  await expect(page.getByRole('heading', { level: 1, name: `Tabla resumen: ${NOMBRE} 1.0` })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(22);
  await expect(rows.first()).toContainText('D1. Organización y compromiso');
  await expect(page.getByText('22 criterios,')).toBeVisible();
  await expectNoViolations(page, '/manual/{id}/tabla');
});

test('the private draft is not visible: 404 for the manual and an empty table', async ({ page, request }) => {
  const { borradorId } = await demoIds(request);
  expect((await request.get(`/api/publico/manuales/${borradorId}`)).status()).toBe(404);
  // Sent to the spec's 404 target, which answers 404 with the not-found page.
  const response = await page.goto(`/manual/publico/${borradorId}`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No se ha encontrado la página' })).toBeVisible();
  expect((await page.goto('/manual/publico/999999'))?.status()).toBe(404);
  expect((await page.goto('/estandares/999999/ejemplos/1'))?.status()).toBe(404);

  await gotoHydrated(page, `/manual/${borradorId}/tabla`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabla resumen del manual' })).toBeVisible();
  await expect(page.getByText('No hay criterios que mostrar.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoViolations(page, '/manual/{draft}/tabla');
});
