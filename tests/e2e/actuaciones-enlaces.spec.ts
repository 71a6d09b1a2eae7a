import type { Page } from '@playwright/test';
import { text } from '../fixtures/ficheros.ts';
import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Actuaciones and links: the tutor records an actuación with its file from /actuacion and
// finds it in /actuaciones and on its project's tab; the content manager adds links for the
// public page and the self-assessment area, refused when the address is not http(s), and each
// shows in its place (the demo's management link on the management home).

test.setTimeout(120_000);

const PDF = Buffer.from(text('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

async function miAutoevaluacion(page: Page): Promise<number> {
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion', {
    headers: { 'X-Instancia': 'soludable' },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } }> }).Registros[0]?.Autoevaluacion.Id;
  if (!id) throw new Error('no self-assessment for this user');
  return id;
}

test('the tutor records an actuación with its file; it is listed and downloads', async ({ page, baseURL }) => {
  const titulo = `Visita E2E ${Date.now().toString(36)}`;
  await signInByApi(page, baseURL, 'tutor@soludable.demo');
  await gotoHydrated(page, '/actuaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Actuaciones' })).toBeVisible();
  await page.getByRole('link', { name: 'Nueva actuación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva actuación' })).toBeVisible();

  // Saving empty: the browser's own check names the required fields.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();

  await page.getByLabel('Título').fill(titulo);
  await page.getByLabel('Descripción').fill('Visita al centro para revisar la autoevaluación.');
  await page.getByLabel('Tipo').selectOption({ label: 'Visita' });
  await page.getByLabel('Fecha de inicio').fill('02/03/2026');
  await page.getByLabel('Ficheros').setInputFiles({ name: 'acta-visita.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Guardar' }).click();

  await page.waitForURL(/\/actuacion\/\d+\?guardado=1$/);
  await expect(page.getByText('Actuación creada correctamente')).toBeVisible();
  await expect(page.getByText('acta-visita.pdf')).toBeVisible();
  const id = Number(/\/actuacion\/(\d+)/.exec(page.url())?.[1]);
  const res = await page.request.get(`/api/actuaciones/${id}`, { headers: { 'X-Instancia': 'soludable' } });
  const a = (await res.json()) as { Ficheros: Array<{ Id: number }> };
  const fichero = await page.request.get(`/api/ficheros/${a.Ficheros[0]?.Id}`);
  expect(fichero.status()).toBe(200);

  await gotoHydrated(page, `/actuaciones?texto=${encodeURIComponent(titulo)}`);
  await expect(page.getByRole('link', { name: titulo })).toBeVisible();
});

test('links: refused unless http(s); each shows in its place', async ({ page, browser, baseURL }) => {
  const sufijo = Date.now().toString(36);
  await signInByApi(page, baseURL, 'admin@soludable.demo');
  await gotoHydrated(page, '/enlacesGestion');
  await expect(page.getByRole('heading', { level: 1, name: 'Enlaces' })).toBeVisible();
  const nuevo = page.getByRole('region', { name: 'Nuevo enlace' });

  await nuevo.getByLabel('Título').fill('Enlace malo');
  await nuevo.getByLabel('Dirección (URL)').fill('javascript:alert(1)');
  await nuevo.getByLabel('Dónde se muestra').selectOption('PUBLICO');
  await nuevo.getByRole('button', { name: 'Guardar' }).click();
  await expect(nuevo.getByText('La dirección debe empezar por http:// o https://', { exact: false })).toBeVisible();

  for (const [lugar, titulo] of [
    ['PUBLICO', `Público ${sufijo}`],
    ['AUTOEVALUACION', `Para la autoevaluación ${sufijo}`],
  ] as const) {
    await nuevo.getByLabel('Título').fill(titulo);
    await nuevo.getByLabel('Dirección (URL)').fill(`https://example.org/${sufijo}`);
    await nuevo.getByLabel('Dónde se muestra').selectOption(lugar);
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('article', { name: titulo })).toBeVisible();
  }

  // Management: the demo's management link on the management home.
  await gotoHydrated(page, '/index');
  await expect(page.getByRole('link', { name: /Procedimiento interno de evaluación/ })).toBeVisible();

  // Public: anyone, without a session.
  const anon = await browser.newPage();
  await gotoHydrated(anon, '/enlacesPublico');
  const publico = anon.getByRole('link', { name: new RegExp(`Público ${sufijo}`) });
  await expect(publico).toHaveAttribute('href', `https://example.org/${sufijo}`);
  await expect(publico).toHaveAttribute('rel', 'noopener noreferrer');
  await anon.close();

  // The self-assessment area: the representative of a demo project.
  const repre = await browser.newPage();
  await signInByApi(repre, baseURL, 'representante@soludable.demo');
  const id = await miAutoevaluacion(repre);
  await gotoHydrated(repre, `/enlacesAutoevaluacion/${id}`);
  await expect(repre.getByRole('link', { name: new RegExp(`Para la autoevaluación ${sufijo}`) })).toBeVisible();
  await expect(repre.getByRole('link', { name: new RegExp(`Público ${sufijo}`) })).toHaveCount(0);
  await repre.close();
});

test("a member's page of the team: tasks and latest contributions; someone outside the team is a 404", async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, baseURL, 'representante@soludable.demo');
  const id = await miAutoevaluacion(page);
  await gotoHydrated(page, `/autoevaluacion/${id}/equipo`);
  const hrefs = await page
    .locator(`a[href^="/autoevaluacion/${id}/usuario/"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const miembro = hrefs.find((h) => /\/usuario\/\d+$/.test(h));
  if (!miembro) throw new Error('no member link on the team page');
  await page.locator(`a[href="${miembro}"]`).first().click();
  await page.waitForURL(new RegExp(`${miembro}$`));
  await expect(page.getByRole('heading', { name: 'Tareas a su cargo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas aportaciones' })).toBeVisible();
  // No member of this team has this id.
  await gotoHydrated(page, `/autoevaluacion/${id}/usuario/999999`);
  await expect(page.getByRole('heading', { name: 'Tareas a su cargo' })).toHaveCount(0);
});
