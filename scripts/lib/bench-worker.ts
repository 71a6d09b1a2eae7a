/**
 * The `worker` group of `npm run bench` (BENCH_ONLY=worker): the built Worker in workerd with
 * a local D1 holding the demo data (`wrangler dev --local`, as `npm run cf:dev`), loaded on the
 * same paths as the Node server, each pair beside the other and as a share of the bare Hono
 * hello-world of the same run. Figures of a local simulator on a shared machine: wrangler's
 * dev proxy sits in front of workerd, and D1 is a local SQLite file, not Cloudflare's network.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Medida, medir } from './bench-load.ts';
import { waitFor } from './bench-process.ts';
import { prepareD1 } from './d1.ts';
import { run } from './run.ts';

/** Kept between runs (seeded once, ~1 min); delete it to reseed. */
const STATE = './data/bench-worker-d1';

const PATHS = ['/api/provincias', '/api/publico/manuales/1', '/inicio'];

export async function benchWorker(nodeBase: string, port: number, seconds: number, bare: Medida) {
  const quiet = { WRANGLER_SEND_METRICS: 'false' };
  if (!existsSync('dist-cf/server/index.js')) run('npx', ['tsx', 'scripts/cf-build.ts'], quiet);
  else console.log('\n(Worker de dist-cf tal como está: `npm run cf:build` si el código cambió)');
  const seed = await prepareD1({ kind: 'local', persistTo: STATE }, { demo: true });
  if (seed.seeded) console.log(`D1 del banco sembrada en ${Math.round(seed.ms / 1000)} s`);
  const base = `http://127.0.0.1:${port}`;
  const worker: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--local',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      STATE,
      '--var',
      `PUBLIC_URL:${base}`,
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, ...quiet } },
  );
  try {
    await waitFor(`${base}/api/salud`);
    console.log(`\nWorker local (wrangler dev --local, workerd + D1 local) en ${base} frente al servidor Node`);
    for (const path of PATHS) {
      const headers = { 'Accept-Encoding': 'br, gzip' };
      await medir({ grupo: 'worker', nombre: `Node   ${path}`, path, headers }, nodeBase, seconds, bare);
      await medir({ grupo: 'worker', nombre: `Worker ${path}`, path, headers }, base, seconds, bare);
    }
  } finally {
    if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
  }
}
