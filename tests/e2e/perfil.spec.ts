import type { Page } from '@playwright/test';
import { demoUser, fullName, loginThroughForm, sessionCookie, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

// Wrong passwords are answered 401 (sign-in) or 422 (current password), which Chromium
// reports as failed resource loads.
test.use({ allowedConsoleErrors: [/status of (401 \(Unauthorized\)|422 \(Unprocessable (Content|Entity)\))/] });

test.describe('own profile', () => {
  test('shows the own data and saves the phone, with the spec message for a bad one', async ({ page }) => {
    const user = demoUser('evaluador');
    await loginThroughForm(page, user.userName);
    await gotoHydrated(page, '/perfil');
    await expect(page).toHaveTitle('Mi perfil · Soludable');
    const main = page.getByRole('main');
    await expect(main).toContainText(fullName(user));
    await expect(main).toContainText('Evaluador');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
    // One profile type only: nothing to switch.
    await expect(main.getByRole('link', { name: 'Cambiar el tipo de perfil' })).toHaveCount(0);

    const phone = page.getByLabel('Teléfono (opcional)');
    await phone.fill('123');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(phone).toHaveAccessibleDescription(/Teléfono no válido/);
    await phone.fill('612345678');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(main.getByRole('status').filter({ hasText: 'La operación se ha realizado correctamente' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('612345678');
  });

  test('the new password shows the policy as it is typed', async ({ page }) => {
    await loginThroughForm(page, 'jefeevaluacion');
    await gotoHydrated(page, '/perfil');
    const nueva = page.getByLabel('Nueva contraseña', { exact: true });
    const rules = page.locator('#perfil-nueva-politica li');
    await expect(rules).toHaveText([
      'Se requieren al menos 6 caracteres (pendiente)',
      'Se requiere al menos un número (pendiente)',
      'Se requiere al menos una minúscula (pendiente)',
      'Se requiere al menos una mayúscula (pendiente)',
      'Se requiere al menos un carácter no alfanumérico (pendiente)',
    ]);
    await nueva.fill('abc1');
    await expect(rules.nth(1)).toHaveText('Se requiere al menos un número (cumple)');
    await expect(rules.nth(2)).toHaveText('Se requiere al menos una minúscula (cumple)');
    await expect(rules.nth(0)).toHaveText('Se requieren al menos 6 caracteres (pendiente)');
    await page.getByLabel('Repita la nueva contraseña').fill('abc2');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.locator('#perfil-nueva-error')).toHaveText('No cumple los criterios de la contraseña');
    await expect(page.locator('#perfil-actual-error')).toHaveText('Este campo es obligatorio');
    await nueva.fill('Abcdef.1');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.locator('#perfil-confirmar-error')).toHaveText('Las contraseñas no coinciden');
  });
});

/** Runs a same-origin JSON call in the page (the session cookie and CSRF rules apply). */
async function apiInPage(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: r.status, body: await r.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function signIn(page: Page, login: string, password: string) {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Usuario o correo electrónico').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder' }).click();
}

test.describe('password journeys (a user of its own, so demo accounts keep their password)', () => {
  test('change the own password, then forget it and reset it by e-mail', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const userName = `e2e.perfil.${stamp}`;
    const email = `e2e.perfil.${stamp}@ejemplo.es`;
    const [p1, p2, p3] = ['Primera.1', 'Segunda.2', 'Tercera.3'];

    // A user created by the super administrator, with a first password.
    await loginThroughForm(page, 'superadmin');
    const created = await apiInPage(page, 'POST', '/usuarios', {
      nombre: 'Paula',
      apellido1: 'Pruebas',
      tipoDocumentoIdentidadClave: 'DNI',
      email,
      username: userName,
      password: p1,
      confirmPassword: p1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.context().clearCookies();

    // Sign in and change the password on /perfil (a wrong current one first).
    await signIn(page, userName, p1);
    await page.waitForURL((url) => url.pathname !== '/login');
    await gotoHydrated(page, '/perfil');
    await page.getByLabel('Contraseña actual').fill('No.Es.Esta1');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(p2);
    await page.getByLabel('Repita la nueva contraseña').fill(p2);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.locator('#perfil-actual-error')).toHaveText('La contraseña actual no es correcta');
    await page.getByLabel('Contraseña actual').fill(p1);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La contraseña se ha cambiado' })).toBeVisible();
    // This browser keeps a (new) session.
    await gotoHydrated(page, '/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await page.context().clearCookies();

    // The old password no longer works; the new one does.
    await signIn(page, userName, p1);
    await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos');
    await page.getByLabel('Contraseña', { exact: true }).fill(p2);
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await sessionCookie(page)).toBeTruthy();
    await page.context().clearCookies();

    // Forgotten: ask for a link, read it in the development mailbox, set a third password.
    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: '¿Ha olvidado su contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer la contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await expect(page.getByRole('status')).toContainText('recibirá un correo');

    // The mailbox is for users holding PERSONAS: read it as the administrator, then leave again.
    await signInByApi(page, baseURL, 'admin@soludable.demo');
    await gotoHydrated(page, '/dev/correo');
    await page.getByRole('row').filter({ hasText: email }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/dev\/correo\/\d+$/);
    const html = await page.content();
    const link = html.match(/\/restablecerContrasena\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, 'reset link in the mail').toBeTruthy();
    await page.context().clearCookies();

    await gotoHydrated(page, link ?? '/');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(p3);
    await page.getByLabel('Repita la nueva contraseña').fill(p3);
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.waitForURL(/\/login\?restablecida=1$/);
    await expect(page.getByRole('status')).toContainText('Su contraseña se ha restablecido');
    await signIn(page, email, p3);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await sessionCookie(page)).toBeTruthy();
  });
});

test.describe('profile type', () => {
  test('a user with two profile types chooses one after signing in and can switch from /perfil', async ({ page }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const userName = `e2e.tipos.${stamp}`;
    const password = 'Dos.Tipos1';

    // Responsable administrativo (GES, global) and evaluador (EVA) of project 1.
    await loginThroughForm(page, 'superadmin');
    const created = await apiInPage(page, 'POST', '/usuarios', {
      nombre: 'Tere',
      apellido1: 'Tipos',
      tipoDocumentoIdentidadClave: 'DNI',
      email: `${userName}@ejemplo.es`,
      username: userName,
      password,
      confirmPassword: password,
      perfilId: 5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { Id: number }).Id;
    const assigned = await apiInPage(page, 'POST', `/usuarios/${id}/perfiles`, { perfilId: 4, proyectoId: 1 });
    expect(assigned.status, JSON.stringify(assigned.body)).toBeLessThan(300);
    await page.context().clearCookies();

    await signIn(page, userName, password);
    await page.waitForURL((url) => url.pathname === '/seleccionTipoPerfil');
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Tipo de perfil' });
    await expect(group.getByRole('radio')).toHaveCount(2);
    await group.getByRole('radio', { name: 'Gestión' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/index');

    await gotoHydrated(page, '/perfil');
    await expect(page.getByRole('main')).toContainText('Gestión');
    await page.getByRole('link', { name: 'Cambiar el tipo de perfil' }).click();
    await expect(page).toHaveURL(/\/seleccionTipoPerfil\?volver=\/perfil$/);
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'Gestión' })).toBeChecked();
    await page.getByRole('radio', { name: 'Evaluación' }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');
    await expect(page.getByRole('main')).toContainText('Evaluación');
    // Working as an evaluator, the management entry is gone.
    await expect(page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Gestión' })).toHaveCount(
      0,
    );
  });
});
