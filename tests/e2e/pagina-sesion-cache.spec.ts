import type { Browser, Page } from '@playwright/test';
import { DEMO_USUARIOS, expectedMenuTexts, signInByApi } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// ADR 0025: the board is kept per session. Two members of the same project open it twice each:
// the second reply comes from memory (CSP by script hashes, no nonce), still no-store, shows
// each one their own name, and hydrates without a CSP violation (the drag handles work).

async function miembro(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const violaciones: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violaciones.push(m.text());
  });
  await signInByApi(page, baseURL, email);
  return { page, context, violaciones, nombres: [] as string[] };
}

async function tablero(page: Page): Promise<string> {
  await page.goto('/autoevaluacion');
  await expect(page).toHaveURL(/\/autoevaluacion\/\d+$/);
  return `${new URL(page.url()).pathname}/progreso`;
}

test('the board kept per session: each member gets their own copy, with their name, hashes CSP and no-store', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await miembro(browser, baseURL, 'autoevaluador@soludable.demo');
  const b = await miembro(browser, baseURL, 'representante@soludable.demo');
  const ruta = await tablero(a.page);
  expect(await tablero(b.page)).toBe(ruta);

  for (const m of [a, b]) {
    for (let vez = 0; vez < 2; vez++) {
      const res = await gotoHydrated(m.page, ruta);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control']).toBe('no-store');
      // Kept pages (this one included, from its first render on) list their scripts' hashes.
      expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(headers['content-security-policy']).not.toContain('nonce-');
      m.nombres.push(((await m.page.getByRole('navigation', { name: 'Cuenta de usuario' }).first().textContent()) ?? '').trim());
      await expect(m.page.locator('[data-columna="PTE"]')).toBeVisible();
      await expect(m.page.getByRole('button', { name: /^Mover el estándar / }).first()).toBeEnabled();
    }
  }
  // Each saw their own name both times, never the other's.
  expect(a.nombres[0]).toBeTruthy();
  expect(a.nombres[1]).toBe(a.nombres[0]);
  expect(b.nombres[1]).toBe(b.nombres[0]);
  expect(a.nombres[0]).not.toBe(b.nombres[0]);
  expect(a.violaciones).toEqual([]);
  expect(b.violaciones).toEqual([]);
  await a.context.close();
  await b.context.close();
});

// ADR 0028: the intake lists are kept per session too. Two staff users open it twice each: the
// second reply comes from memory, each sees their own name and the menu their permissions allow,
// and the page still works (a row's link navigates on the client).
test('the intake lists kept per session: own name and menu, hashes CSP, no-store, links work', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const a = await miembro(browser, baseURL, 'superadmin@soludable.demo');
  const b = await miembro(browser, baseURL, 'gestor@soludable.demo');
  for (const [m, email] of [
    [a, 'superadmin@soludable.demo'],
    [b, 'gestor@soludable.demo'],
  ] as const) {
    const usuario = DEMO_USUARIOS.find((u) => u.email === email);
    if (!usuario) throw new Error(email);
    for (let vez = 0; vez < 2; vez++) {
      const res = await gotoHydrated(m.page, '/solicitudes?limpiar=1');
      expect(res.status()).toBe(200);
      const headers = res.headers();
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(headers['content-security-policy']).not.toContain('nonce-');
      m.nombres.push(((await m.page.getByRole('navigation', { name: 'Cuenta de usuario' }).first().textContent()) ?? '').trim());
      await expect(m.page.getByRole('table', { name: 'Solicitudes' })).toBeVisible();
      // The menu this user's permissions allow, with the list marked as the current page.
      const menu = m.page.getByRole('navigation', { name: 'Menú de gestión' });
      await expect(menu.locator('a')).toHaveText(expectedMenuTexts(usuario));
      await expect(menu.getByRole('link', { name: 'Solicitudes', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    }
  }
  expect(a.nombres[1]).toBe(a.nombres[0]);
  expect(b.nombres[1]).toBe(b.nombres[0]);
  expect(a.nombres[0]).not.toBe(b.nombres[0]);

  // The applicants list is kept alike.
  for (let vez = 0; vez < 2; vez++) {
    const res = await gotoHydrated(a.page, '/solicitantes?limpiar=1');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    await expect(a.page.getByRole('table', { name: 'Solicitantes' })).toBeVisible();
  }

  // The kept copy hydrates: a row's link navigates on the client.
  await gotoHydrated(a.page, '/solicitudes?limpiar=1');
  const fila = a.page.getByRole('table', { name: 'Solicitudes' }).getByRole('rowheader').first().getByRole('link');
  const referencia = ((await fila.textContent()) ?? '').trim();
  await fila.click();
  await expect(a.page).toHaveURL(/\/solicitudes\/\d+$/);
  await expect(a.page.getByText(referencia).first()).toBeVisible();
  expect(a.violaciones).toEqual([]);
  expect(b.violaciones).toEqual([]);
  await a.context.close();
  await b.context.close();
});

// ADR 0067: every signed-in page is kept per session, not only the board and the intake lists.
// Each is served twice with the same headers a kept page has, and a client navigation to an
// area page (its RSC payload, kept too) lands on the page with no CSP violation.
test('every signed-in page kept per session: staff lists and area pages, loaded and navigated to', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await miembro(browser, baseURL, 'superadmin@soludable.demo');
  const equipo = await miembro(browser, baseURL, 'autoevaluador@soludable.demo');
  const area = (await tablero(equipo.page)).replace(/\/progreso$/, '');
  for (const [m, ruta] of [
    [staff, '/proyectos'],
    [staff, '/index'],
    [equipo, `${area}/tareas`],
    [equipo, `${area}/evidencias`],
  ] as const) {
    for (let vez = 0; vez < 2; vez++) {
      const res = await gotoHydrated(m.page, ruta);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('no-store');
      expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(res.headers()['content-security-policy']).not.toContain('nonce-');
    }
  }
  // Twice to the same area page by the client router: the second payload comes from the copy.
  for (let vez = 0; vez < 2; vez++) {
    await gotoHydrated(equipo.page, `${area}/tareas`);
    const payload = equipo.page.waitForResponse((r) => r.url().includes('/RSC/') && r.url().includes('/evidencias'));
    await equipo.page.getByRole('link', { name: 'Evidencias', exact: true }).first().click();
    expect((await payload).status()).toBe(200);
    await expect(equipo.page).toHaveURL(new RegExp(`${area}/evidencias$`));
  }
  expect(staff.violaciones).toEqual([]);
  expect(equipo.violaciones).toEqual([]);
  await staff.context.close();
  await equipo.context.close();
});
