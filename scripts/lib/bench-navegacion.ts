import { chromium } from '@playwright/test';

/**
 * The cold-navigation rows of `npm run bench` (BENCH_ONLY=navegacion): in Chromium with its CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate) and the HTTP cache disabled, signed in, the user
 * clicks a link from one area page to another. Two kinds of navigation, both measured from the
 * click:
 * - a full document load: the new document's navigation timing (startTime to loadEventEnd);
 * - a client-side (RSC) navigation: until the address is the target's and the new page's main
 *   content is in the document (checked on every animation frame).
 * Target: < 500 ms. Figures, not pass/fail; Chromium at CHROMIUM_PATH (/usr/bin/chromium).
 */

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RONDAS = Number(process.env.BENCH_NAVEGACIONES ?? 3);

interface Navegacion {
  nombre: string;
  usuario: string;
  desde: (token: string) => Promise<string>;
  /** The link's target, from the page we start on. */
  hacia: (desde: string) => string;
}

async function autoevaluacionDe(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/yo/proyectos?registrosPorPagina=1&campos=Id,Autoevaluacion`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Instancia': 'soludable' },
  });
  const id = ((await res.json()) as { Registros: { Autoevaluacion: { Id: number } | null }[] }).Registros[0]?.Autoevaluacion?.Id;
  return `/autoevaluacion/${id}`;
}

export async function navegacionesEnFrio(base: string, login: (email: string) => Promise<string>): Promise<void> {
  const navegaciones: Navegacion[] = [
    {
      nombre: 'autoevaluación: inicio → estándares',
      usuario: 'autoevaluador@soludable.demo',
      desde: (t) => autoevaluacionDe(base, t),
      hacia: (d) => `${d}/estandares`,
    },
    {
      nombre: 'gestión: /proyectos → /solicitudes',
      usuario: 'gestor@soludable.demo',
      desde: async () => '/proyectos',
      hacia: () => '/solicitudes',
    },
  ];
  console.log(`\nNavegación en frío (Chromium, CPU 4× más lenta, sin caché; mediana de ${RONDAS}; objetivo < 500 ms)`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    for (const n of navegaciones) {
      const token = await login(n.usuario);
      const desde = await n.desde(token);
      const hacia = n.hacia(desde);
      const medidas: { ms: number; tipo: string }[] = [];
      for (let r = 0; r < RONDAS; r++) {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'sesion', value: token, url: base }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // The user clicks once the page is in use: the link hydrated (React's props on it, the
        // check the browser tests use), so the click is the app's navigation. Clicking earlier
        // measures the browser following a plain link while React is still starting.
        await page.goto(`${base}${desde}`, { waitUntil: 'load' });
        await page.waitForFunction(
          (to) => {
            const a = document.querySelector(`a[href="${to}"]`);
            return !!a && Object.keys(a).some((k) => k.startsWith('__reactProps$'));
          },
          hacia,
          { timeout: 30_000 },
        );
        // Armed in the page before the click: resolves when the target's content is there (a
        // client-side navigation keeps this document; a full load replaces it and the timing is the new document's).
        // Sent as source text: tsx names the functions it compiles (`__name(...)`), a helper
        // the page does not have.
        await page.evaluate(`(() => {
          const to = ${JSON.stringify(hacia)};
          const antes = document.querySelector('main')?.textContent ?? '';
          window.__t0 = performance.now();
          window.__hecho = new Promise((ok) => {
            const mira = () => {
              const main = document.querySelector('main');
              if (location.pathname === to && main && main.textContent !== antes) ok(performance.now() - window.__t0);
              else requestAnimationFrame(mira);
            };
            requestAnimationFrame(mira);
          });
        })()`);
        await page.click(`a[href="${hacia}"]`);
        let medida: { ms: number; tipo: string };
        try {
          medida = { ms: await page.evaluate(() => (window as unknown as { __hecho: Promise<number> }).__hecho), tipo: 'RSC' };
        } catch (e) {
          if (process.env.BENCH_DEBUG) console.error(e);
          // The document was replaced: a full load, timed by the new document's navigation entry.
          await page.waitForURL(`${base}${hacia}`);
          await page.waitForLoadState('load');
          const ms = await page.evaluate(() => {
            const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
            return e ? e.loadEventEnd - e.startTime : Number.NaN;
          });
          medida = { ms, tipo: 'documento' };
        }
        medidas.push(medida);
        await context.close();
      }
      medidas.sort((a, b) => a.ms - b.ms);
      const m = medidas[Math.floor(medidas.length / 2)] ?? { ms: Number.NaN, tipo: '?' };
      const todas = medidas.map((x) => x.ms.toFixed(0)).join(' / ');
      console.log(
        `${n.nombre.padEnd(44)} ${m.ms.toFixed(0).padStart(6)} ms (${m.tipo}; ${todas})  ${m.ms < 500 ? '✓' : '✗'} < 500 ms`,
      );
    }
  } finally {
    await browser.close();
  }
}
