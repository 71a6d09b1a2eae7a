/**
 * Proves the Cloudflare build end to end, offline: builds the Worker, applies the
 * migrations and seed to a throw-away local D1, runs it in workerd (wrangler dev), checks
 * pages and API, and fires the cron to see the scheduled handler run against D1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, Checks } from './lib/checks.ts';
import { run } from './lib/run.ts';

const port = Number(process.env.CF_SMOKE_PORT ?? 8799);
const base = `http://127.0.0.1:${port}`;
const state = mkdtempSync(join(tmpdir(), 'acredita-d1-'));
const quiet = { WRANGLER_SEND_METRICS: 'false' };

run('npx', ['tsx', 'scripts/cf-build.ts'], quiet);
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'acredita', '--local', '--persist-to', state], quiet);
run('npx', ['wrangler', 'd1', 'execute', 'acredita', '--local', '--persist-to', state, '--file', 'dist-cf/d1-seed.sql'], quiet);

const server: ChildProcess = spawn(
  'npx',
  ['wrangler', 'dev', '--local', '--test-scheduled', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state],
  { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...quiet } },
);
let log = '';
server.stdout?.on('data', (d) => (log += d));
server.stderr?.on('data', (d) => (log += d));

const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(state, { recursive: true, force: true });
};

async function waitUntilReady(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/salud`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler dev no respondió a tiempo:\n${log.slice(-3000)}`);
}

const checks = new Checks();
try {
  await waitUntilReady(Date.now() + 90_000);
  console.log(`Worker en ${base} (workerd + D1 local)`);

  await checks.check('/ redirige a /inicio', async () => {
    const res = await fetch(`${base}/`, { redirect: 'manual' });
    assert(res.status === 307 || res.status === 308, `estado ${res.status}`);
    assert(res.headers.get('location')?.endsWith('/inicio'), `location ${res.headers.get('location')}`);
  });
  await checks.check('/inicio se sirve desde workerd con la marca de la instancia', async () => {
    const res = await fetch(`${base}/inicio`);
    const html = await res.text();
    assert(res.status === 200, `estado ${res.status}`);
    assert(/<h1[^>]*>Soludable/.test(html), 'falta el h1 Soludable');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    assert(nonce && html.includes(`<script nonce="${nonce}"`), 'los scripts no llevan el nonce de la CSP');
  });
  await checks.check('/decalogo se sirve', async () => {
    const html = await (await fetch(`${base}/decalogo`)).text();
    assert(html.includes('Decálogo'), 'sin contenido');
  });
  await checks.check('una ruta desconocida da 404', async () => {
    const res = await fetch(`${base}/no-existe`);
    assert(res.status === 404, `estado ${res.status}`);
  });
  await checks.check('/api/salud llega a D1', async () => {
    const body = (await (await fetch(`${base}/api/salud`)).json()) as { baseDeDatos: string };
    assert(body.baseDeDatos === 'ok', JSON.stringify(body));
  });
  await checks.check('/api/provincias devuelve 52 provincias desde D1', async () => {
    const res = await fetch(`${base}/api/provincias?campos=Id,Nombre`, { headers: { 'X-Instancia': 'soludable' } });
    const body = (await res.json()) as { NumeroRegistros: number };
    assert(body.NumeroRegistros === 52, `NumeroRegistros ${body.NumeroRegistros}`);
  });
  await checks.check('JSON mal formado da 400 en el Worker', async () => {
    const res = await fetch(`${base}/api/ubicaciones/validar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"provinciaId":',
    });
    assert(res.status === 400, `estado ${res.status}`);
  });
  await checks.check('el manejador scheduled se ejecuta y escribe en D1', async () => {
    const before = (await (await fetch(`${base}/api/salud`)).json()) as { tareasProgramadas: { ejecuciones: number } };
    const fired = await fetch(`${base}/__scheduled?cron=*/5+*+*+*+*`);
    assert(fired.ok, `__scheduled ${fired.status}`);
    let after = before;
    for (let i = 0; i < 20 && after.tareasProgramadas.ejecuciones <= before.tareasProgramadas.ejecuciones; i++) {
      await new Promise((r) => setTimeout(r, 250));
      after = (await (await fetch(`${base}/api/salud`)).json()) as typeof before;
    }
    assert(
      after.tareasProgramadas.ejecuciones > before.tareasProgramadas.ejecuciones,
      `ejecuciones ${before.tareasProgramadas.ejecuciones} -> ${after.tareasProgramadas.ejecuciones}`,
    );
  });
} catch (e) {
  checks.failed++;
  console.log(`  ✗ arranque del Worker\n      ${(e as Error).message}`);
} finally {
  stop();
}
console.log(checks.summary());
process.exit(checks.failed > 0 ? 1 : 0);
