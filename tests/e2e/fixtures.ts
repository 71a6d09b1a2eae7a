import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';

export { expect };

/** A console error or an uncaught exception seen in the browser during a test. */
export interface BrowserProblem {
  kind: 'console' | 'pageerror';
  text: string;
  /** Where the browser says it happened (for a failed load: the resource's URL). */
  url?: string;
}

interface Fixtures {
  /** Extra console errors a test expects and allows (matched against the message text). */
  allowedConsoleErrors: RegExp[];
  /** Everything collected so far in this test (the `page` fixture fails the test if it is not empty). */
  browserProblems: BrowserProblem[];
}

const isFavicon = (url: string | undefined) => !!url && /\/favicon\.[a-z]+(\?|$)/i.test(url);
const isLoadFailure = (text: string) => /^Failed to load resource: the server responded with a status of 404/.test(text);

/**
 * `page` collects console errors and page errors and fails the test at the end if any occurred.
 * Not counted: a favicon 404, and the console line Chromium prints when a top-level document
 * itself answers 404 (the 404 page must do that; its status is asserted by the tests).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  browserProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, allowedConsoleErrors, browserProblems }, use, testInfo) => {
    const notFoundDocuments = new Set<string>();
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() === 404 && request.isNavigationRequest() && request.resourceType() === 'document') {
        notFoundDocuments.add(response.url());
      }
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      browserProblems.push({ kind: 'console', text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => {
      browserProblems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}\n${error.stack ?? ''}` });
    });

    await use(page);

    const unexpected = browserProblems.filter((p) => {
      // The development mailbox shows each mail's HTML in an iframe sandboxed without scripts
      // (src/pages/(publico)/dev/correo/[id].tsx) precisely so nothing in a mail runs; Chrome
      // reports each script it so blocks there, intermittently also the browser's own.
      if (p.kind === 'console' && p.url === 'about:srcdoc' && p.text.startsWith("Blocked script execution in 'about:srcdoc'"))
        return false;
      if (p.kind === 'console' && isLoadFailure(p.text)) {
        if (isFavicon(p.url)) return false;
        if (p.url && notFoundDocuments.has(p.url)) return false;
      }
      return !allowedConsoleErrors.some((re) => re.test(p.text));
    });
    if (unexpected.length > 0) {
      await testInfo.attach('browser-errors', { body: JSON.stringify(unexpected, null, 2), contentType: 'application/json' });
    }
    expect(
      unexpected,
      `Console errors or page errors during the test:\n${unexpected.map((p) => `  [${p.kind}] ${p.text}${p.url ? ` (${p.url})` : ''}`).join('\n')}`,
    ).toEqual([]);
  },
});

/**
 * Waits until React has hydrated the page, so clicks are not lost. React marks each element it has hydrated with a `__reactProps$…`
 * property that holds its event handlers; once `<main>` and every link, button and summary
 * carry it, Waku's router is in place and Link clicks are handled on the client.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const state = await page.waitForFunction(
    () => {
      if (document.readyState !== 'complete') return false;
      // A document with nothing but scripts in its body will never hydrate: report it at once.
      if (!document.body.querySelector(':scope > :not(script, template)')) return 'blank';
      const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
      const main = document.getElementById('contenido');
      if (!main || !hydrated(main)) return false;
      return Array.from(document.querySelectorAll('a[href], button, summary')).every(hydrated) ? 'hydrated' : false;
    },
    undefined,
    { timeout: 15_000 },
  );
  if ((await state.jsonValue()) === 'blank') {
    throw new Error(`${page.url()} has an empty <body> (only scripts) once loaded: nothing to hydrate`);
  }
}

/** `page.goto` that also waits for hydration; returns the navigation response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`No response for ${path}`);
  await waitForHydration(page);
  return response;
}

/**
 * A keyboard drag with dnd-kit: Space on the focused handle picks the item up, `keys` move it,
 * Space drops it. dnd-kit measures the layout between presses, so each step waits for the state
 * it needs (the handle pressed once picked up, a frame or two per move): pressed back to back,
 * on a loaded machine the moves were lost and the item stayed where it was.
 */
export async function keyboardDrag(page: Page, handle: Locator, keys: readonly string[]): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Pressed is set at once; the droppables are measured after it (a move before that is lost).
  await page.waitForTimeout(250);
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await page.keyboard.press('Space');
}

/** Name of the cookie that records the cookie-notice acknowledgement. */
export const CONSENT_COOKIE = 'consentimiento_cookies';

/** Adds the consent cookie to the context, so pages render without the cookie notice. */
export async function acceptCookiesUpFront(page: Page, baseURL: string | undefined): Promise<void> {
  const url = baseURL ?? 'http://localhost:3100';
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: '1', url }]);
}

/** A public page and what it must show. */
export interface PublicPage {
  path: string;
  /** Document title before " · Soludable". */
  title: string;
  /** The page's h1. */
  heading: string;
  /** Text the page's main content shows. */
  text?: string;
  /** Expected HTTP status (200 when absent). */
  status?: number;
}

/** The public pages that exist today. */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/inicio', title: 'Inicio', heading: 'Soludable' },
  { path: '/quees', title: '¿Qué es?', heading: 'Información' },
  { path: '/requisitos', title: 'Requisitos', heading: 'Información' },
  { path: '/modelo', title: 'Modelo de certificación', heading: 'Información' },
  { path: '/decalogo', title: 'Decálogo', heading: 'Información' },
  { path: '/privacidad', title: 'Política de privacidad', heading: 'Política de privacidad' },
  { path: '/accesibilidad', title: 'Declaración de accesibilidad', heading: 'Declaración de accesibilidad' },
  { path: '/404', title: 'No se ha encontrado la página', heading: 'No se ha encontrado la página', status: 404 },
  { path: '/no-existe', title: 'No se ha encontrado la página', heading: 'No se ha encontrado la página', status: 404 },
  { path: '/error404', title: 'No se ha encontrado la página', heading: 'No se ha encontrado la página', status: 404 },
  { path: '/error', title: 'Se ha producido un error.', heading: 'Se ha producido un error.' },
  {
    path: '/errorAutorizacion',
    title: 'Sin permisos para acceder a la página',
    heading: 'Sin permisos para acceder a la página',
  },
  {
    path: '/respuesta?motivo=sin-autoevaluacion',
    title: 'Información',
    heading: 'Información',
    text: 'Actualmente no tiene acceso a ninguna autoevaluación',
  },
  {
    path: '/confirmacion?tipo=solicitud&referencia=SOL-2026-0001',
    title: 'Solicitud registrada',
    heading: 'Solicitud registrada',
    text: 'SOL-2026-0001',
  },
];

/** Marks the running test as expected to fail while the page's known bug is open. */

export const INFO_TABS = [
  { path: '/quees', label: '¿Qué es?' },
  { path: '/requisitos', label: 'Requisitos' },
  { path: '/modelo', label: 'Modelo de certificación' },
  { path: '/decalogo', label: 'Decálogo' },
] as const;

export const INSTANCE_NAME = 'Soludable';
