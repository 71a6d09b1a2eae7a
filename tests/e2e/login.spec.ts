import {
  DEMO_PASSWORD,
  demoUser,
  expectSignedIn,
  fullName,
  loginThroughForm,
  SIGN_IN_WAIT,
  sessionCookie,
} from './auth-helpers.ts';
import { expect, gotoHydrated, test, waitForHydration } from './fixtures.ts';

test.describe('login page', () => {
  test('shows the form, the reset link and the certificate entry; "Acceder" in the header', async ({ page }) => {
    await gotoHydrated(page, '/inicio');
    const acceder = page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Acceder' });
    await expect(acceder).toHaveAttribute('href', '/login');
    await acceder.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Acceder · Soludable');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceder' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toHaveAttribute(
      'href',
      '/restablecerContrasena',
    );
    const certificado = page.getByRole('link', { name: 'Acceder con certificado electrónico' });
    await expect(certificado).toHaveAttribute('href', '/loginCertificado');
    await certificado.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso con certificado electrónico' })).toBeVisible();
    // The browser tests' server has the certificate sign-in configured (playwright.config.ts).
    await expect(page.getByRole('main')).toContainText('Se admiten los certificados de persona física');
    await expect(page.getByRole('main').getByRole('link', { name: 'Identificarse con el certificado' })).toHaveAttribute(
      'href',
      '/api/login/certificado',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Acceder con usuario y contraseña' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('empty fields: "Este campo es obligatorio" on each, no request sent', async ({ page }) => {
    await gotoHydrated(page, '/login');
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) posted = true;
    });
    await page.getByRole('button', { name: 'Acceder' }).click();
    const usuario = page.getByLabel('Usuario o correo electrónico');
    await expect(usuario).toHaveAttribute('aria-invalid', 'true');
    await expect(usuario).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(usuario).toBeFocused();
    expect(posted).toBe(false);
  });

  test.describe(() => {
    // The failed sign-ins answer 401, which Chromium reports as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

    test('wrong password: the Spanish error in an alert, no hint whether the account exists', async ({ page }) => {
      await gotoHydrated(page, '/login');
      for (const login of ['tutor', 'nadie-con-este-nombre']) {
        await page.getByLabel('Usuario o correo electrónico').fill(login);
        await page.getByLabel('Contraseña', { exact: true }).fill('No.Es.La.Buena1');
        await page.getByRole('button', { name: 'Acceder' }).click();
        await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos', { timeout: SIGN_IN_WAIT });
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
      }
      expect(await sessionCookie(page)).toBeUndefined();
    });
  });

  test('a page that needs a session sends to login and back after signing in', async ({ page }) => {
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login\?volver=\/perfil$/);
    const user = demoUser('jefeevaluacion');
    await loginThroughForm(page, user.email, undefined, page.url());
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(fullName(user));
  });

  test('an unsafe "volver" is ignored', async ({ page, baseURL }) => {
    await loginThroughForm(page, 'superadmin', undefined, '/login?volver=//evil.example/x');
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL ?? '').origin);
    expect(landed.pathname).toBe('/index');
  });

  test('messages after a reset and after accepting an invitation', async ({ page }) => {
    await gotoHydrated(page, '/login?restablecida=1');
    await expect(page.getByRole('status')).toContainText('Su contraseña se ha restablecido');
    await gotoHydrated(page, '/login?invitacion=1');
    await expect(page.getByRole('status')).toContainText('Su acceso ha quedado confirmado');
  });
});

test.describe('guards', () => {
  test('a signed-in user without permission is sent to login, ending the session', async ({ page }) => {
    // representante holds no management key: /index is closed to them.
    await loginThroughForm(page, 'representante');
    await expectSignedIn(page);
    await page.goto('/index');
    await page.waitForURL(/\/login\?volver=\/index&sinPermisos=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Acceder' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sin permisos para acceder a la página' })).toBeVisible();
    expect(await sessionCookie(page), 'the session cookie is gone').toBeUndefined();
    // A visitor without a session only needs to sign in: no "no permission" notice.
    await page.goto('/perfil');
    await expect(page).toHaveURL(/\/login\?volver=\/perfil$/);
    await expect(page.getByText('Sin permisos para acceder a la página')).toHaveCount(0);
  });

  test('signing in again from the "no permission" login never sends the user back to the closed page', async ({ page }) => {
    // gestor (GEST_SOLICITUDES) may not open /usuarios (PERSONAS).
    await loginThroughForm(page, 'gestor');
    await page.goto('/usuarios?pagina=2');
    await page.waitForURL(/\/login\?volver=\/usuarios%3Fpagina%3D2&sinPermisos=1$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Sin permisos para acceder a la página' })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel('Usuario o correo electrónico').fill('gestor');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Acceder' }).click();
    // The user's own start page, still signed in.
    await page.waitForURL(/\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hola, /);
    expect(await sessionCookie(page)).toBeTruthy();

    // Someone who may open it is sent back there from the same login page.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname !== '/logout');
    await loginThroughForm(page, 'admin', DEMO_PASSWORD, '/login?volver=/usuarios%3Fpagina%3D2&sinPermisos=1');
    await expect(page).toHaveURL(/\/usuarios\?pagina=2$/);
  });

  test('a user without PERSONAS who opens /usuarios is sent to /login', async ({ page }) => {
    await loginThroughForm(page, 'tutor');
    await page.goto('/usuarios');
    await page.waitForURL(/\/login\?volver=\/usuarios&sinPermisos=1$/);
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test('an anonymous visitor of /usuarios is sent to /login', async ({ page }) => {
    const response = await page.request.get('/usuarios', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/login?volver=/usuarios');
  });
});

test.describe('logout', () => {
  test('"Salir" ends the session: the old cookie no longer opens anything', async ({ page }) => {
    await loginThroughForm(page, 'gestor');
    const before = await sessionCookie(page);
    expect(before).toBeTruthy();
    await gotoHydrated(page, '/index');
    await page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Salir' }).click();
    await page.waitForURL(/\/inicio$/);
    await expect(
      page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Acceder' }),
    ).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    // The token itself is dead on the server, not only forgotten by the browser.
    const old = await page.request.get('/api/yo', { headers: { Authorization: `Bearer ${before?.value}` } });
    expect(old.status()).toBe(401);
  });

  test('/logout?volver= goes on to a same-site path only', async ({ page }) => {
    await loginThroughForm(page, 'tutor');
    await page.goto('/logout?volver=/quees');
    await page.waitForURL((url) => url.pathname === '/quees');
    await loginThroughForm(page, 'tutor');
    await page.goto('/logout?volver=https://evil.example/');
    await page.waitForURL((url) => url.pathname === '/inicio');
  });
});

test.describe('session refresh', () => {
  test('a path change within 24 h of expiry refreshes the session', async ({ page }) => {
    await loginThroughForm(page, 'admin');
    await gotoHydrated(page, '/index');
    const before = await sessionCookie(page);
    const expires = (before?.expires ?? 0) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 24 * 3600_000);

    // Nothing to do while more than 24 h remain.
    let refreshes = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login/refrescar')) refreshes++;
    });
    await page.getByRole('navigation', { name: 'Cuenta de usuario' }).getByRole('link', { name: 'Sitio público' }).click();
    await expect(page).toHaveURL(/\/inicio$/);
    expect(refreshes).toBe(0);

    // Move the browser's clock to an hour before expiry; the next path change refreshes.
    await page.clock.setSystemTime(new Date(expires - 3600_000));
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/login/refrescar'));
    await page
      .getByRole('navigation', { name: 'Menú principal', exact: true })
      .getByRole('link', { name: 'Información' })
      .click();
    expect((await refreshed).status()).toBe(200);
    const after = await sessionCookie(page);
    expect(after?.value).toBeTruthy();
    expect(after?.value).not.toBe(before?.value);
    // The old token died with the rotation; the new one works.
    expect((await page.request.get('/api/yo', { headers: { Authorization: `Bearer ${before?.value}` } })).status()).toBe(401);
    expect((await page.request.get('/api/yo')).status()).toBe(200);
  });
});
