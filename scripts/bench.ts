/**
 * `npm run bench`: figures, not pass/fail. Load on the built Node server with autocannon
 * (lookups, a public page), the JavaScript each public page downloads (gzip) and Lighthouse.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const dbFile = './data/bench.db';
rmSync(dbFile, { force: true });

const server: ChildProcess = spawn('npx', ['tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${dbFile}`, JOB_INTERVAL_MS: '3600000' },
  stdio: 'ignore',
  detached: true,
});

async function ready() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/salud`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('el servidor no arrancó');
}

async function load(path: string, connections = 100, duration = 10) {
  const r = await autocannon({ url: `${base}${path}`, connections, duration, headers: { 'X-Instancia': 'soludable' } });
  const { p50, p99 } = r.latency as unknown as { p50: number; p99: number };
  console.log(
    `${path.padEnd(52)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${p50} ms  p99 ${p99} ms  errores ${r.errors + r.non2xx}`,
  );
}

/** Sum of gzip sizes of the module scripts a page references (and their static imports). */
async function pageJs(path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  let total = 0;
  while (queue.length > 0) {
    const asset = queue.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = await (await fetch(`${base}${asset}`)).text();
    total += gzipSync(code).length;
    for (const m of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  console.log(`${path.padEnd(20)} ${(total / 1024).toFixed(1)} KB de JS (gzip, ${seen.size} ficheros)`);
}

function clientBundle() {
  const dir = 'dist/public/assets';
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const gz = files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f))).length, 0);
  console.log(`Todo el JS cliente: ${files.length} ficheros, ${(gz / 1024).toFixed(1)} KB gzip`);
}

/** Lighthouse scores (mobile profile, simulated throttling) with the machine's Chromium. */
async function lighthouse(path: string) {
  const out = spawnSync(
    'npx',
    [
      'lighthouse',
      `${base}${path}`,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  try {
    const report = JSON.parse(out.stdout) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { displayValue?: string }>;
    };
    const scores = Object.entries(report.categories).map(([k, v]) => `${k} ${Math.round(v.score * 100)}`);
    const lcp = report.audits['largest-contentful-paint']?.displayValue;
    console.log(`${path.padEnd(20)} ${scores.join(' · ')} · LCP ${lcp}`);
  } catch {
    console.log(`${path.padEnd(20)} Lighthouse no pudo ejecutarse: ${out.stderr.slice(-300)}`);
  }
}

try {
  await ready();
  console.log(`\nCarga (autocannon, 100 conexiones, 10 s) contra ${base}`);
  await load('/api/salud');
  await load('/api/provincias?campos=Id,Nombre');
  await load('/api/municipios?provinciaId=9&campos=Id,Nombre');
  await load('/api/municipios?registrosPorPagina=20&texto=villa&campos=Id,Nombre');
  await load('/api/publico/manuales');
  // The whole public tree of the demo manual (5 blocks, 22 standards, 36 evidences).
  await load('/api/publico/manuales/1');
  // What the open-processes page and the request wizard read.
  await load('/api/procesosAbiertos');
  await load('/inicio', 20);
  await load('/manual/publico/1', 20);
  await load('/procesosAbiertos', 20);
  await load('/solicitud', 20);
  console.log('\nJavaScript por página pública');
  for (const p of ['/inicio', '/quees', '/requisitos', '/decalogo', '/manual', '/manual/publico/1', '/solicitud'])
    await pageJs(p);
  clientBundle();
  console.log('\nLighthouse (móvil, red simulada)');
  for (const p of ['/inicio', '/requisitos', '/manual/publico/1', '/solicitud']) await lighthouse(p);
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
