/**
 * `npm run build:widget` (run by `npm run build`): the embeddable widget into public/widget/:
 * acredita.<hash>.js (served with a year's caching: its name changes with its content) and the
 * loader acredita.js (short-cached) that partners include. Prints the gzip sizes and fails over
 * the 12 KB budget.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { construirWidget, WIDGET_MAX_GZIP } from './lib/widget-build.ts';

const dir = 'public/widget';
const w = await construirWidget();
mkdirSync(dir, { recursive: true });
for (const f of readdirSync(dir)) if (/^acredita\.[0-9a-f]{10}\.js$/.test(f)) rmSync(`${dir}/${f}`);
writeFileSync(`${dir}/${w.nombre}`, w.bundle);
writeFileSync(`${dir}/acredita.js`, w.loader);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Widget: /widget/${w.nombre} ${kb(w.gzipBundle)} gzip (límite ${kb(WIDGET_MAX_GZIP)}); cargador /widget/acredita.js ${kb(w.gzipLoader)} gzip`,
);
if (w.gzipBundle > WIDGET_MAX_GZIP) {
  console.error('El widget supera el límite de tamaño.');
  process.exit(1);
}
