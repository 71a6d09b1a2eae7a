/**
 * `npx tsx scripts/bench-registro-proceso.ts`: the public register's reads in process, through the API app's own
 * `fetch` (every middleware, the handler, the reply's body read to the end) beside a bare Hono
 * hello-world in the same process, in batches of BENCH_JUNTAS calls at once (100), over data/bench-datos.db (`npm run bench:datos`). Prints
 * µs per call and the ratio of throughputs; with `--cpu-prof` on node it shows where the time
 * goes without autocannon's share of the two cores. Figures only, never pass/fail.
 */
import { existsSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/libsql';
import { Hono } from 'hono';
import { createApp } from '../src/api/app.ts';
import { openClient } from '../src/db/driver-libsql.ts';
import * as schema from '../src/db/schema/index.ts';
import type { Db } from '../src/db/types.ts';
import { BENCH_DATOS_DB } from './lib/bench-datos-config.ts';

const file = process.env.BENCH_DB ?? (existsSync(BENCH_DATOS_DB) ? BENCH_DATOS_DB : './data/acredita.db');
const db = drizzle(openClient(`file:${file}`), { schema }) as unknown as Db;
const app = createApp({ db });
const bare = new Hono().get('/', (c) => c.text('Hello Hono!'));
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);

const casos: [string, string, Record<string, string>][] = [
  ['lista', '/api/publico/acreditaciones?registrosPorPagina=20', {}],
  ['texto', '/api/publico/acreditaciones?texto=piscina&registrosPorPagina=20', {}],
  [
    'widget',
    '/api/publico/acreditaciones?provinciaId=28&pagina=1&registrosPorPagina=10',
    { Origin: 'https://socio.example', 'X-Instancia': 'soludable', 'Accept-Encoding': 'br, gzip' },
  ],
  ['salud', '/api/salud', {}],
  ['404', '/api/no-existe', {}],
];

/** Calls in flight at once (as connections would keep them): stamp reads made together are shared. */
const JUNTAS = Number(process.env.BENCH_JUNTAS ?? 100);

async function medir(run: () => Promise<unknown>): Promise<number> {
  const tanda = () => Promise.all(Array.from({ length: JUNTAS }, run));
  await tanda();
  const rondas = Math.max(1, Math.round(CALLS / JUNTAS));
  const t0 = performance.now();
  for (let i = 0; i < rondas; i++) await tanda();
  return ((performance.now() - t0) * 1000) / (rondas * JUNTAS);
}

const hola = () => Promise.resolve(bare.fetch(new Request('http://x/'))).then((r) => r.text());
console.log(`En proceso, ${CALLS} llamadas en tandas de ${JUNTAS} a la vez, ${file}`);
const solo = process.env.BENCH_CASO;
for (const [nombre, path, headers] of casos) {
  if (solo && nombre !== solo) continue;
  const llamar = async () => {
    const res = await app.fetch(new Request(`http://127.0.0.1${path}`, { headers }));
    if (res.status >= 500) throw new Error(`${path}: ${res.status}`);
    return res.text();
  };
  const b = await medir(hola);
  const us = await medir(llamar);
  console.log(
    `${nombre.padEnd(8)} ${us.toFixed(1).padStart(8)} µs/llamada   Hono desnudo ${b.toFixed(1)} µs   ${((b / us) * 100).toFixed(1)} %`,
  );
}
