import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

// The self-assessment's team and finish: the manager invites a member who accepts
// through the mailed link; a self-assessor has no way to add members; the manager of the
// complete demo project finishes it, after which its pages are read-only and the project is
// listed in evaluation. Each test uses its own demo project's data, so they run in parallel
// with the other specs.

test.setTimeout(120_000);

const NUEVA_CLAVE = 'Equipo.2026';

/** The signed-in user's current self-assessment id (yo/proyectos, first record). */
async function miAutoevaluacion(page: Page): Promise<number> {
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion', {
    headers: { 'X-Instancia': 'soludable' },
  });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { Registros: Array<{ Autoevaluacion: { Id: number } }> }).Registros[0]?.Autoevaluacion.Id;
  if (!id) throw new Error('no self-assessment for this user');
  return id;
}

async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/login', { data: { username: email, password }, headers: { 'X-Instancia': 'soludable' } });
  expect(res.status(), await res.text()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'X-Instancia': 'soludable' };
}

test('the manager invites a member, who accepts from the mailed link and reaches the self-assessment', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? 'http://localhost:3100';
  const email = `miembro-${Date.now()}@centro.es`;
  await signInByApi(page, origin, 'representante@soludable.demo');
  const id = await miAutoevaluacion(page);

  await gotoHydrated(page, `/autoevaluacion/${id}/equipo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Andrés Equipo/ })).toBeVisible();
  // The deadlines are the agency's: the manager reads them and names the responsible member.
  await expect(page.getByRole('textbox', { name: 'Fecha límite' })).toHaveCount(0);
  await expect(page.getByText('Las fechas las fija la agencia: el referente del proyecto.')).toBeVisible();
  await expect(page.getByLabel('Responsable de la autoevaluación')).toBeVisible();
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/equipo');
  await page.getByRole('link', { name: 'Invitar a un miembro' }).click();
  await page.waitForURL(new RegExp(`/autoevaluacion/${id}/usuario/alta$`));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Enviar la invitación' }).click();
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await page.getByLabel('Correo electrónico de la persona invitada').fill(email);
  await expect(page.getByLabel('Perfil en el equipo')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Enviar la invitación' }).click();
  await expect(page.getByText('Invitación enviada. Caduca en 48 horas si no se acepta.')).toBeVisible();
  await gotoHydrated(page, `/autoevaluacion/${id}/equipo`);
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Autoevaluador');

  // The development mailbox (PERSONAS) shows the link.
  const admin = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  let link: string | null;
  try {
    const buzon = await admin.newPage();
    await signInByApi(buzon, origin, 'admin@soludable.demo');
    await gotoHydrated(buzon, '/dev/correo');
    await buzon.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
    await buzon.waitForURL(/\/dev\/correo\/\d+$/);
    link = await buzon.locator('pre a[href*="/invitacion/"]').getAttribute('href');
  } finally {
    await admin.close();
  }
  expect(link).toMatch(/\/invitacion\/[A-Za-z0-9_-]{40,}$/);

  // A fresh browser opens it and creates the account.
  const fresh = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const invitee = await fresh.newPage();
    await acceptCookiesUpFront(invitee, origin);
    await invitee.goto(link as string);
    await waitForHydration(invitee);
    await expect(invitee.getByText('Rosa Centro le invita a participar en Soludable.')).toBeVisible();
    await invitee.getByLabel(/^Nombre/).fill('Marta');
    await invitee.getByLabel('Primer apellido').fill('Miembro');
    await invitee.getByLabel('Tipo de documento').selectOption('DNI');
    await invitee.getByLabel('Número de documento').fill('12345678Z');
    await invitee.getByLabel(/^Contraseña/).fill(NUEVA_CLAVE);
    await invitee.getByLabel('Repita la contraseña').fill(NUEVA_CLAVE);
    await invitee.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
    // Signed in by the acceptance, straight into the self-assessment it was invited to.
    await invitee.waitForURL(new RegExp(`/autoevaluacion/${id}$`));
  } finally {
    await fresh.close();
  }

  // The new member works on the self-assessment (AE, AE_APORTACION in that project).
  const api = await bearer(request, email, NUEVA_CLAVE);
  const yo = (await (await request.get('/api/yo/proyectos?campos=Id,Autoevaluacion', { headers: api })).json()) as {
    Registros: Array<{ Autoevaluacion: { Id: number } }>;
  };
  expect(yo.Registros.map((r) => r.Autoevaluacion.Id)).toEqual([id]);
  expect((await request.get(`/api/autoevaluaciones/${id}`, { headers: api })).status()).toBe(200);
  expect((await request.get(`/api/autoevaluaciones/${id}/usuarios`, { headers: api })).status()).toBe(200);
  await gotoHydrated(page, `/autoevaluacion/${id}/equipo`);
  await expect(page.getByRole('rowheader', { name: /Marta Miembro/ })).toBeVisible();
});

test('a self-assessor cannot add members: no page, no button, 403 from the API', async ({ page, request, baseURL }) => {
  await signInByApi(page, baseURL, 'autoevaluador@soludable.demo');
  const id = await miAutoevaluacion(page);
  const api = await bearer(request, 'autoevaluador@soludable.demo', DEMO_PASSWORD);
  const res = await request.post(`/api/autoevaluaciones/${id}/usuarios`, {
    headers: api,
    data: { direccionEmail: 'x@centro.es' },
  });
  expect(res.status()).toBe(403);
  await page.goto(`/autoevaluacion/${id}/usuario/alta`);
  await page.waitForURL(/\/login\?/);
  await expect(page.getByRole('button', { name: 'Enviar la invitación' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Invitar a un miembro' })).toHaveCount(0);
});

test('the manager finishes a complete self-assessment: read-only pages, project in EVA-INI', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page, baseURL, 'representante3@soludable.demo');
  const id = await miAutoevaluacion(page);
  await gotoHydrated(page, `/autoevaluacion/${id}/fin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar la autoevaluación' })).toBeVisible();
  await expect(page.getByText('No falta nada obligatorio: puede finalizar la autoevaluación.')).toBeVisible();
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/fin');
  await page.getByRole('button', { name: 'Finalizar la autoevaluación' }).click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toContainText('Después no se podrán hacer cambios');
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('La autoevaluación está finalizada: ya no admite cambios').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar la autoevaluación' })).toHaveCount(0);

  await gotoHydrated(page, `/autoevaluacion/${id}/equipo`);
  await expect(page.getByText('La autoevaluación está finalizada: ya no admite cambios').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invitar a un miembro' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Quitar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/autoevaluacion/{id}/equipo (solo lectura)');

  const tutor = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const staff = await tutor.newPage();
    await signInByApi(staff, baseURL, 'tutor@soludable.demo');
    await gotoHydrated(staff, '/proyectos?faseClave=EVA-INI');
    await expect(staff.getByRole('row').filter({ hasText: 'Centro Deportivo Municipal San Pablo' })).toContainText('Evaluación');
  } finally {
    await tutor.close();
  }
});
