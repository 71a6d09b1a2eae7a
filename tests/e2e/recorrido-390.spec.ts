import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../src/platform/page-routes.ts';
import { DEMO_USUARIOS, type DemoUsuario, mayOpen, signInByApi } from './auth-helpers.ts';
import { acceptCookiesUpFront, expect, test, waitForHydration } from './fixtures.ts';

// Walks every page route of src/platform/page-routes.ts at 390 px, as a visitor and as one demo
// user of each profile: no page may scroll sideways, axe must find no WCAG 2.1 A/AA violation, and
// the footer links to the accessibility statement.
// A route a role may not open (its keys) is skipped; so is one that answers 4xx for that role's
// demo ids (a record outside its scope), and one that sends the role to /logout (the
// self-assessment entry does so for a user without a project): like /logout itself, that is not
// a page but the end of the session, which the walk keeps (see keepSession).

test.use({ viewport: { width: 390, height: 844 } });

/** Routes that do something other than show a page: sign out, finish a login, download, accept an invitation. */
const NOT_PAGES = new Set(['/logout', '/loginCertificadoRetorno', '/fichero/{FicheroId}', '/invitacion/{Token}']);

/** The table holding each route parameter's records (the first seeded one fills the parameter). */
const TABLES: Record<string, string> = {
  AcreditacionId: 'acreditaciones',
  ActuacionId: 'actuaciones',
  AmbitoId: 'ambitos',
  BloqueId: 'bloques',
  ConsultaId: 'consultas',
  EjemploId: 'ejemplos',
  EstandarId: 'estandares',
  EvidenciaId: 'evidencias',
  FormularioId: 'formularios',
  HiloId: 'hilos',
  Id: 'correos',
  ManualId: 'manuales',
  ProcesoId: 'procesos',
  ProyectoId: 'proyectos',
  PruebaId: 'pruebas',
  SolicitanteId: 'centros',
  SolicitudId: 'solicitudes',
  UsuarioId: 'usuarios',
};

/** Inside an area, ids of records of that self-assessment. */
const AREA_TABLES: Record<string, string> = {
  EvidenciaId: 'autoevaluacion_evidencias',
  TareaId: 'tareas',
};

type Ids = Record<string, number | undefined>;

async function firstIds(autoevaluacionId: number | undefined): Promise<{ global: Ids; area: Ids }> {
  const db = createClient({ url: 'file:./data/e2e.db' });
  try {
    const first = async (table: string, where = '') =>
      (await db.execute(`SELECT min(id) AS id FROM ${table} ${where}`)).rows[0]?.id as number | undefined;
    const global: Ids = {};
    for (const [param, table] of Object.entries(TABLES)) global[param] = await first(table);
    const area: Ids = {};
    if (autoevaluacionId !== undefined)
      for (const [param, table] of Object.entries(AREA_TABLES))
        area[param] = await first(table, `WHERE autoevaluacion_id = ${Number(autoevaluacionId)}`);
    return { global, area };
  } finally {
    db.close();
  }
}

/** The self-assessment a signed-in user works on (their project's), else the first seeded one. */
async function autoevaluacionOf(page: Page): Promise<number | undefined> {
  const res = await page.request.get('/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion');
  if (res.ok()) {
    const id = (await res.json()).Registros?.[0]?.Autoevaluacion?.Id as number | undefined;
    if (id) return id;
  }
  const db = createClient({ url: 'file:./data/e2e.db' });
  try {
    return (await db.execute('SELECT min(id) AS id FROM autoevaluaciones')).rows[0]?.id as number | undefined;
  } finally {
    db.close();
  }
}

/** The concrete path of a route pattern, or null when a parameter has no demo record. */
function fill(route: string, autoevaluacionId: number | undefined, ids: { global: Ids; area: Ids }): string | null {
  const inArea = /^\/(autoevaluacion|evaluacion)\/\{AutoevaluacionId\}/.test(route);
  let missing = false;
  const path = route
    .replace(/\/\{(\w+)\?\}$/, '') // optional trailing parameters: the route without them
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = name === 'AutoevaluacionId' ? autoevaluacionId : ((inArea ? ids.area[name] : undefined) ?? ids.global[name]);
      if (value === undefined) missing = true;
      return String(value);
    });
  return missing ? null : path;
}

interface Hallazgo {
  path: string;
  problem: string;
}

/**
 * A signed-in walk must stay signed in: /logout's page ends the session from its script once
 * hydrated (POST /api/logout, then it loads its `volver`). Were that call answered, the check of
 * the page that led there would race the load of the next document (a footer not yet there), and
 * every page after it would be walked signed out, i.e. skipped as /login. The call is held
 * unanswered instead: the logout page stays put, skipped by `check`, and the session lives on.
 */
async function keepSession(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/logout',
    () => {
      // Never answered: the request ends when the walk loads its next page.
    },
  );
}

async function check(page: Page, path: string): Promise<Hallazgo[] | 'skipped'> {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  if (status >= 400 || /\/(errorAutorizacion|login|logout|error404)$/.test(new URL(page.url()).pathname)) return 'skipped';
  const found: Hallazgo[] = [];
  // The calendar's grid draws links React never sees (FullCalendar), which waitForHydration
  // waits for forever: there the page's own frame having hydrated is enough.
  await waitForHydration(page).catch(() =>
    page.waitForFunction(() => {
      const main = document.getElementById('contenido');
      return !!main && Object.keys(main).some((k) => k.startsWith('__reactProps$'));
    }),
  );
  const size = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return {
      scrollWidth: root.scrollWidth,
      innerWidth: window.innerWidth,
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('[data-desplazable]'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}`),
    };
  });
  if (size.scrollWidth > size.innerWidth)
    found.push({ path, problem: `scrolls sideways: ${size.scrollWidth} > ${size.innerWidth} (${size.wide.join(', ')})` });
  // RD 1112/2018: the accessibility statement is reachable from every page.
  if ((await page.locator('footer a[href="/accesibilidad"]').count()) === 0)
    found.push({ path, problem: 'no footer link to /accesibilidad' });
  // A mail of the development mailbox is shown in a frame sandboxed without scripts, where axe
  // cannot run and would wait forever: the mail is its sender's markup, not a page of the app.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]')
    .analyze();
  for (const v of axe.violations)
    found.push({
      path,
      problem: `axe ${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    });
  return found;
}

/** One user of each profile (the first demo user with it), the super administrator included. */
const ROLES: DemoUsuario[] = DEMO_USUARIOS.filter(
  (u, i, all) => all.findIndex((o) => o.perfil === u.perfil && o.esSuperAdmin === u.esSuperAdmin) === i,
);

const routes = Object.keys(PAGE_ROUTES).filter((r) => !NOT_PAGES.has(r));

async function walk(page: Page, list: string[], autoevaluacionId: number | undefined) {
  const ids = await firstIds(autoevaluacionId);
  const problems: Hallazgo[] = [];
  let visited = 0;
  for (const route of list) {
    const path = fill(route, autoevaluacionId, ids);
    if (!path) continue;
    const result = await check(page, path);
    if (result === 'skipped') continue;
    visited++;
    problems.push(...result);
  }
  return { problems, visited };
}

test.describe('every page at 390 px, as each role', () => {
  test('public pages as a visitor', async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    await acceptCookiesUpFront(page, baseURL);
    const { problems, visited } = await walk(
      page,
      routes.filter((r) => PAGE_ROUTES[r] === null),
      undefined,
    );
    expect(visited).toBeGreaterThan(15);
    expect(problems.map((p) => `${p.path}: ${p.problem}`)).toEqual([]);
  });

  for (const u of ROLES) {
    test(`signed-in pages as ${u.userName}`, async ({ page, baseURL }) => {
      test.setTimeout(900_000);
      await signInByApi(page, baseURL, u.email);
      await keepSession(page);
      const autoevaluacionId = await autoevaluacionOf(page);
      const { problems, visited } = await walk(
        page,
        routes.filter((r) => PAGE_ROUTES[r] !== null && mayOpen(u, r)),
        autoevaluacionId,
      );
      expect(visited).toBeGreaterThan(0);
      // Still signed in: no page of the walk was skipped for having lost the session.
      expect((await page.request.get('/api/yo/proyectos?registrosPorPagina=1')).status()).toBe(200);
      expect(problems.map((p) => `${p.path}: ${p.problem}`)).toEqual([]);
    });
  }
});
