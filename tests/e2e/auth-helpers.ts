import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Page, expect as pwExpect } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USUARIOS, PERFILES } from '../../src/db/seed/identidad.ts';
import { PAGE_ROUTES } from '../../src/platform/page-routes.ts';
import { acceptCookiesUpFront, waitForHydration } from './fixtures.ts';

export { DEMO_PASSWORD, DEMO_USUARIOS };
export type DemoUsuario = (typeof DEMO_USUARIOS)[number];

export const demoUser = (userName: string): DemoUsuario => {
  const user = DEMO_USUARIOS.find((u) => u.userName === userName);
  if (!user) throw new Error(`No demo user ${userName}`);
  return user;
};

/** Full name as the header shows it. */
export const fullName = (u: DemoUsuario) => [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ');

/**
 * How long a sign-in reply may take: scrypt (password.ts) takes a few hundred ms alone,
 * and several seconds on a busy 2-core runner; a wrong password costs the same (a decoy hash).
 */
export const SIGN_IN_WAIT = 15_000;

/**
 * Signs in through the browser form with `login` (user name or e-mail) and waits until the
 * browser has left /login (the app then loads the server's `redireccion` in full).
 */
export async function loginThroughForm(page: Page, login: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel('Usuario o correo electrónico').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Acceder' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: SIGN_IN_WAIT });
  await page.waitForLoadState('load');
}

/** The URL each page file serves, as Waku's fs router sees it (groups and "index" left out). */
function pageRoutes(): Set<string> {
  const root = join(process.cwd(), 'src', 'pages');
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx')) {
        const segments = relative(root, full)
          .replace(/\.tsx$/, '')
          .split(/[\\/]/)
          .filter((s) => !(s.startsWith('(') && s.endsWith(')')));
        if (segments.some((s) => s.startsWith('_'))) continue;
        if (segments.at(-1) === 'index') segments.pop();
        routes.add(`/${segments.join('/')}`);
      }
    }
  };
  walk(root);
  return routes;
}

const ROUTES = pageRoutes();
export const pageExists = (route: string) => ROUTES.has(route);

/**
 * The management menu as the specification lists it, with this instance's terms (Soludable
 * calls blocks "dimensiones" and standards "criterios de evaluación"). Written out here, not
 * taken from the app, so the test checks the app's menu against the spec.
 */
const MENU: Array<{ group?: string; label: string; href: string }> = [
  { label: 'Inicio', href: '/index' },
  { label: 'Solicitudes', href: '/solicitudes' },
  { label: 'Proyectos', href: '/proyectos' },
  { label: 'Firmas', href: '/firmas' },
  { label: 'Acreditaciones', href: '/acreditaciones/gestion' },
  { group: 'Tutorización', label: 'Consultas', href: '/consultas' },
  { group: 'Tutorización', label: 'Solicitantes', href: '/solicitantes' },
  { group: 'Tutorización', label: 'Mensajes', href: '/mensajes' },
  { group: 'Tutorización', label: 'Actuaciones', href: '/actuaciones' },
  { group: 'Mantenimiento', label: 'Usuarios', href: '/usuarios' },
  { group: 'Mantenimiento', label: 'Ámbitos', href: '/ambitos' },
  { group: 'Mantenimiento', label: 'Manuales', href: '/manuales' },
  { group: 'Mantenimiento', label: 'Dimensiones', href: '/bloques' },
  { group: 'Mantenimiento', label: 'Criterios de evaluación', href: '/estandares' },
  { group: 'Mantenimiento', label: 'Evidencias', href: '/evidencias' },
  { group: 'Mantenimiento', label: 'Pruebas', href: '/pruebas' },
  { group: 'Mantenimiento', label: 'Formularios', href: '/formularios' },
  { group: 'Mantenimiento', label: 'Ejemplos', href: '/ejemplos' },
  { group: 'Mantenimiento', label: 'Procesos', href: '/procesos' },
  // Not in the specification's menu: the links kept for each place (enlacesGestion; ADR 0058).
  { group: 'Mantenimiento', label: 'Enlaces', href: '/enlacesGestion' },
  // Not in the specification's menu: the audit log.
  { group: 'Mantenimiento', label: 'Auditoría', href: '/auditoria' },
];

/** Permission keys a demo user holds (from the seed's profile), or 'all' for the super administrator. */
function keysOf(u: DemoUsuario): Set<string> | 'all' {
  if (u.esSuperAdmin) return 'all';
  const perfil = PERFILES.find((p) => p.clave === u.perfil);
  return new Set((perfil?.permisos ?? []).map(([clave]) => clave));
}

/** What a demo user may open: the route's keys (PAGE_ROUTES) against the user's profile. */
export function mayOpen(u: DemoUsuario, route: string): boolean {
  const needed = PAGE_ROUTES[route];
  if (needed === null) return true;
  if (needed === undefined) return false;
  const held = keysOf(u);
  return held === 'all' || needed.length === 0 || needed.some((k) => held.has(k));
}

/** The management menu a demo user must see: entries whose page exists and which they may open. */
export function expectedMenu(u: DemoUsuario): { links: string[]; groups: string[] } {
  const shown = MENU.filter((e) => pageExists(e.href) && mayOpen(u, e.href));
  return { links: shown.map((e) => e.label), groups: [...new Set(shown.flatMap((e) => (e.group ? [e.group] : [])))] };
}

/** The menu's link texts as the page shows them: Mensajes may carry the user's unread count. */
export function expectedMenuTexts(u: DemoUsuario): Array<string | RegExp> {
  return expectedMenu(u).links.map((l) => (l === 'Mensajes' ? /^Mensajes(\d+ sin leer)?$/ : l));
}

/** Where "Gestión" leads for a user: the first management entry they may open, if any. */
export function expectedGestionHref(u: DemoUsuario): string | null {
  return MENU.find((e) => pageExists(e.href) && mayOpen(u, e.href))?.href ?? null;
}

/** The session cookie of the page's context (undefined once logged out). */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'sesion');
}

/** Fails unless the browser holds a session cookie. */
export async function expectSignedIn(page: Page) {
  pwExpect(await sessionCookie(page), 'session cookie').toBeTruthy();
}

/** axe-core over the page (WCAG 2.1 A/AA), failing with one line per violating node. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const lines = results.violations.flatMap((v) =>
    v.nodes.map((n) => `  [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} @ ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`),
  );
  pwExpect(results.violations, `axe found WCAG 2.1 A/AA violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}

/**
 * Signs in through POST /api/login (faster than the form, for tests about other pages) and
 * leaves the `sesion` cookie in the browser context, with the cookie notice already accepted.
 */
export async function signInByApi(page: Page, baseURL: string | undefined, email: string) {
  const res = await page.request.post('/api/login', {
    data: { username: email, password: DEMO_PASSWORD },
    headers: { 'X-Instancia': 'soludable' },
  });
  pwExpect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token?: string };
  // The reply sets the cookie already (the request context shares the browser's jar);
  // setting it from the token too keeps the test independent of the cookie's attributes.
  if (body.token)
    await page.context().addCookies([{ name: 'sesion', value: body.token, url: baseURL ?? 'http://localhost:3100' }]);
  await acceptCookiesUpFront(page, baseURL);
}

/** A JSON POST through the signed-in context (same origin, as the browser sends it); returns the new Id. */
export async function apiCreate(page: Page, baseURL: string | undefined, path: string, data: unknown): Promise<number> {
  const origin = new URL(baseURL ?? 'http://localhost:3100').origin;
  const res = await page.request.post(`/api${path}`, { data, headers: { 'X-Instancia': 'soludable', Origin: origin } });
  pwExpect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { Id: number }).Id;
}
