import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { expectSignedIn, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

const AUTOEVAL = 2;
const PROYECTO = 1; // a demo project (the demo seed accepts two requests)
const NEW_PASSWORD = 'Invitada.2026';

/**
 * Signs in through the API (POST /api/login) and returns the bearer header. The request context
 * keeps the `sesion` cookie a login sets, so every later write must say it comes from our origin
 * (the CSRF check applies whenever that cookie rides along).
 */
async function bearer(request: APIRequestContext, baseURL: string, username: string, password: string) {
  const res = await request.post('/api/login', {
    data: { username, password },
    headers: { 'X-Instancia': 'soludable', Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, 'X-Instancia': 'soludable', Origin: baseURL };
}

/** The demo admin invites `email` through the API. */
async function invite(request: APIRequestContext, baseURL: string, email: string) {
  const headers = await bearer(request, baseURL, 'admin@soludable.demo', DEMO_PASSWORD);
  const res = await request.post('/api/invitaciones', {
    data: { direccionEmail: email, perfilId: AUTOEVAL, proyectoId: PROYECTO, incluirRemitente: true },
    headers,
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { statusCode: number; Id: number; message: string };
  expect(body).toMatchObject({ statusCode: 201, message: 'Invitación enviada' });
  return { id: body.Id, headers };
}

test.describe('invitation journey', () => {
  test('created by the admin, read in the dev mailbox, accepted in a fresh browser; the new user holds the profile', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // Three scrypt hashes (two sign-ins, one new account) and an axe run: more than the default 30 s.
    test.setTimeout(120_000);
    const origin = baseURL ?? 'http://localhost:3100';
    const email = `invitada-${Date.now()}@centro.es`;
    await invite(request, origin, email);

    // The development mailbox lists the mail (to users holding PERSONAS); its page shows the link.
    await signInByApi(page, origin, 'admin@soludable.demo');
    await gotoHydrated(page, '/dev/correo');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Invitación a Soludable');
    await expect(row).toContainText('Pendiente');
    await expect(row.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await row.getByRole('link', { name: 'Invitación a Soludable' }).click();
    await page.waitForURL(/\/dev\/correo\/\d+$/);
    await expect(page.locator('iframe[sandbox=""]')).toHaveAttribute('title', /Versión HTML/);
    const link = await page.locator('pre a[href*="/invitacion/"]').getAttribute('href');
    expect(link).toMatch(/^http:\/\/localhost:\d+\/invitacion\/[A-Za-z0-9_-]{40,}$/);

    // A fresh browser (no cookies) opens the link and creates the account.
    const fresh = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    try {
      const invitee = await fresh.newPage();
      await acceptCookiesUpFront(invitee, origin);
      await invitee.goto(link as string);
      await waitForHydration(invitee);
      await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Ha recibido una invitación');
      await expect(invitee.getByText('Alberto Agencia Ruiz le invita a participar en Soludable.')).toBeVisible();
      await expect(invitee.getByText('Autoevaluador', { exact: true })).toBeVisible();
      await expect(invitee.getByText(email)).toBeVisible();

      const axe = await new AxeBuilder({ page: invitee }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // Empty form: the browser shows the spec's messages in a summary that links to the fields.
      await invitee.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
      const summary = invitee.getByRole('heading', { name: /Hay \d+ errores en el formulario/ });
      await expect(summary).toBeVisible();
      await expect(invitee.getByRole('link', { name: 'Nombre: Este campo es obligatorio' })).toBeVisible();

      await invitee.getByLabel(/^Nombre/).fill('Inés');
      await invitee.getByLabel('Primer apellido').fill('Invitada');
      await invitee.getByLabel('Tipo de documento').selectOption('DNI');
      await invitee.getByLabel('Número de documento').fill('12345678A');
      await invitee.getByLabel(/^Contraseña/).fill(NEW_PASSWORD);
      await invitee.getByLabel('Repita la contraseña').fill(NEW_PASSWORD);
      await invitee.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
      await expect(invitee.getByRole('link', { name: 'Número de documento: DNI no válido' })).toBeVisible();

      await invitee.getByLabel('Número de documento').fill('12345678Z');
      await invitee.getByRole('button', { name: 'Crear la cuenta y aceptar' }).click();
      // Signed in by the acceptance, straight into the project's self-assessment.
      await invitee.waitForURL(/\/autoevaluacion\/\d+$/);
      await expectSignedIn(invitee);

      // The link is used up.
      await invitee.goto(link as string);
      await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('La invitación ya se ha aceptado');
    } finally {
      await fresh.close();
    }

    // The new account signs in and holds the profile for the project.
    const api = await bearer(request, origin, email, NEW_PASSWORD);
    const yo = await request.get('/api/yo', { headers: api });
    expect(yo.status()).toBe(200);
    const me = (await yo.json()) as { Email: string; Perfiles: Array<{ Id: number; Proyecto: { Id: number } | null }> };
    expect(me.Email).toBe(email);
    expect(me.Perfiles).toEqual([expect.objectContaining({ Id: AUTOEVAL, Proyecto: { Id: PROYECTO } })]);
  });

  test('a cancelled invitation shows that it is no longer valid', async ({ page, request, baseURL }) => {
    const origin = baseURL ?? 'http://localhost:3100';
    const email = `cancelada-${Date.now()}@centro.es`;
    const { id, headers } = await invite(request, origin, email);
    await signInByApi(page, origin, 'admin@soludable.demo');
    await gotoHydrated(page, '/dev/correo');
    await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
    await page.waitForURL(/\/dev\/correo\/\d+$/);
    const link = (await page.locator('pre a[href*="/invitacion/"]').getAttribute('href')) as string;
    expect((await request.delete(`/api/invitaciones/${id}`, { headers })).status()).toBe(204);
    await gotoHydrated(page, new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La invitación se ha cancelado');
    await expect(page.getByText('Esta invitación ya no es válida.')).toBeVisible();
  });
});
