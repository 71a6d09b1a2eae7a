import { signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Messages between a centre and the agency, as the people use them: the representative asks
// about a standard from that standard's page; the tutor finds it unread in /mensajes and
// replies; the representative sees the reply, and once read the unread count is gone; another
// centre's representative sees nothing of it.

test('a question about a standard: asked, answered, read; another centre sees nothing', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const asunto = `Duda e2e ${Date.now()}`;

  // The representative asks from the standard's page.
  await signInByApi(page, baseURL, 'representante@soludable.demo');
  await page.goto('/autoevaluacion');
  await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
  const base = new URL(page.url()).pathname;
  await gotoHydrated(page, `${base}/estandares`);
  await page.locator(`main a[href^="${base}/estandar/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${base}/estandar/\\d+$`));
  const estandarPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Preguntar sobre este estándar' }).click();
  await expect(page).toHaveURL(/\/mensaje\?estandarId=\d+$/);
  await page.getByLabel('Asunto').fill(asunto);
  await page.getByLabel('Mensaje').fill('¿Valen fotografías fechadas como evidencia?\nGracias.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado con éxito')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}/hilo/\\d+$`));
  const hiloId = new URL(page.url()).pathname.split('/').at(-1) as string;
  await gotoHydrated(page, estandarPath);
  await expect(page.getByRole('link', { name: asunto })).toBeVisible();

  // The tutor sees it unread in the inbox, opens it and replies.
  const tutorContext = await browser.newContext({ baseURL });
  const tutor = await tutorContext.newPage();
  await signInByApi(tutor, baseURL, 'tutor@soludable.demo');
  await gotoHydrated(tutor, '/mensajes');
  const fila = tutor.getByRole('row').filter({ has: tutor.getByRole('link', { name: asunto }) });
  await expect(fila.getByText('1 sin leer')).toBeVisible();
  await fila.getByRole('link', { name: asunto }).click();
  await expect(tutor).toHaveURL(new RegExp(`/hilo/${hiloId}$`));
  await expect(tutor.getByText('¿Valen fotografías fechadas como evidencia?')).toBeVisible();
  await tutor.getByLabel('Respuesta').fill('Sí, con una breve descripción de cada una.');
  await tutor.getByRole('button', { name: 'Responder' }).click();
  await expect(tutor.getByText('Mensaje enviado con éxito')).toBeVisible();
  await expect(tutor.getByText('Sí, con una breve descripción de cada una.')).toBeVisible();
  await tutorContext.close();

  // The representative finds the reply unread, reads it, and the count goes back to zero.
  await gotoHydrated(page, `${base}/mensajes`);
  const comunicacion = page.getByRole('navigation', { name: 'Menú de la autoevaluación' }).last();
  await expect(comunicacion.getByRole('link', { name: /Comunicación\s*1 sin leer/ })).toBeVisible();
  const suFila = page.getByRole('row').filter({ has: page.getByRole('link', { name: asunto }) });
  await expect(suFila.getByText('1 sin leer')).toBeVisible();
  await suFila.getByRole('link', { name: asunto }).click();
  await expect(page.getByText('Sí, con una breve descripción de cada una.')).toBeVisible();
  await expect(page.locator('[data-contador-mensajes]')).toHaveCount(0);
  await expect(comunicacion.getByRole('link', { name: 'Comunicación', exact: true })).toBeVisible();

  // Another centre's representative sees nothing of it.
  const otroContext = await browser.newContext({ baseURL });
  const otro = await otroContext.newPage();
  await signInByApi(otro, baseURL, 'representante2@soludable.demo');
  await otro.goto('/autoevaluacion');
  await expect(otro).toHaveURL(/\/autoevaluacion\/\d+$/);
  const suBase = new URL(otro.url()).pathname;
  await gotoHydrated(otro, `${suBase}/mensajes`);
  await expect(otro.getByRole('heading', { level: 1, name: 'Comunicación' })).toBeVisible();
  await expect(otro.getByText(asunto)).toHaveCount(0);
  await otro.goto(`${suBase}/hilo/${hiloId}`);
  await expect(otro.getByRole('heading', { name: 'No se ha encontrado la página' })).toBeVisible();
  await otro.goto(`${base}/hilo/${hiloId}`);
  await expect(otro.getByText(asunto)).toHaveCount(0);
  expect((await otro.request.get(`/api/mensajes/hilos/${hiloId}`, { headers: { 'X-Instancia': 'soludable' } })).status()).toBe(
    404,
  );
  await otroContext.close();
});
