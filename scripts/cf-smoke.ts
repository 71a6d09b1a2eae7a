/**
 * Proves the Cloudflare build end to end, offline: builds the Worker, applies the migrations
 * and the demo seed to a throw-away local D1 (as `npm run cf:dev`), creates an administrator with
 * `admin:crear --d1 local`, runs the Worker in workerd (wrangler dev), checks pages and API,
 * fires the cron twice (every job, idempotent: scripts/lib/cf-smoke-cron.ts) and walks the
 * README's demo through the API with a file on R2 (scripts/lib/cf-smoke-recorrido.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Base64 } from '../src/platform/digest.ts';
import { inlineScripts } from '../src/platform/script-tags.ts';
import { CRON_FIXTURES_SQL, cronChecks, PENDING_TOKEN } from './lib/cf-smoke-cron.ts';
import { recorridoDemo } from './lib/cf-smoke-recorrido.ts';
import { assert, Checks } from './lib/checks.ts';
import { prepareD1 } from './lib/d1.ts';
import { run } from './lib/run.ts';

const port = Number(process.env.CF_SMOKE_PORT ?? 8799);
const base = `http://127.0.0.1:${port}`;
const state = mkdtempSync(join(tmpdir(), 'acredita-d1-'));
const quiet = { WRANGLER_SEND_METRICS: 'false' };

run('npx', ['tsx', 'scripts/cf-build.ts'], quiet);
// The same migrations and seed as `npm run cf:dev` (reference and demo data, scripts/lib/d1.ts).
const seed = await prepareD1({ kind: 'local', persistTo: state }, { demo: true });
console.log(`D1 sembrada con los datos de la demo en ${(seed.ms / 1000).toFixed(1)} s`);
run('npx', ['wrangler', 'd1', 'execute', 'acredita', '--local', '--persist-to', state, '--command', CRON_FIXTURES_SQL], quiet);
// The first administrator, as a deployment makes it (the walkthrough signs in with it).
const ADMIN = { email: 'primera.admin@acredita.es', password: 'Humo.Worker.2026' };
run(
  'npx',
  ['tsx', 'scripts/admin-crear.ts', '--email', ADMIN.email, '--password', ADMIN.password, '--d1', 'local', '--persist-to', state],
  quiet,
);

/** Every statement's rows of read-only queries on the local D1 (while the Worker runs on the same state). */
function d1Query(sql: string): Array<Array<Record<string, unknown>>> {
  const out = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'acredita', '--local', '--persist-to', state, '--json', '--command', sql],
    { encoding: 'utf8', env: { ...process.env, ...quiet } },
  );
  const parsed = JSON.parse(out.stdout) as Array<{ results: Array<Record<string, unknown>> }>;
  return parsed.map((p) => p.results);
}
const d1Rows = (sql: string) => d1Query(sql)[0] ?? [];

const server: ChildProcess = spawn(
  'npx',
  // wrangler.toml's NODE_ENV=production needs PUBLIC_URL, which a deployment sets in its [vars].
  [
    'wrangler',
    'dev',
    '--local',
    '--test-scheduled',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--var',
    `PUBLIC_URL:${base}`,
    // A key that cannot send (no such account, and no network here): the outbox job tries each
    // due mail once and schedules its retry, which the second cron tick must not bring forward.
    '--var',
    'RESEND_API_KEY:re_humo_no_envia',
  ],
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

/**
 * A request as written, Host header included (fetch would set its own, and would resolve `//x/`
 * as another site): the status and the Location of the reply.
 */
function pedirCon(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; location: string | undefined }>((ok, ko) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => ok({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', ko);
    req.end(body);
  });
}

const started = Date.now();
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
    // An anonymous /inicio comes from the page cache, whose CSP lists its inline scripts' hashes.
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const script of inlineScripts(html)) {
      assert(csp.includes(`'sha256-${await sha256Base64(script)}'`), 'un script en línea no figura en la CSP');
    }
  });
  await checks.check('/login (no se guarda en caché) lleva el nonce de la CSP en sus scripts', async () => {
    const res = await fetch(`${base}/login`);
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    assert(nonce && html.includes(`<script nonce="${nonce}"`), 'los scripts no llevan el nonce de la CSP');
  });
  await checks.check('/inicio desde la caché de páginas llega comprimido una sola vez (gzip y br)', async () => {
    for (const encoding of ['gzip', 'br']) {
      const res = await fetch(`${base}/inicio`, { headers: { 'accept-encoding': encoding } });
      assert(/<h1[^>]*>Soludable/.test(await res.text()), `${encoding}: el cuerpo no es la página`);
    }
  });
  await checks.check('/decalogo se sirve', async () => {
    const html = await (await fetch(`${base}/decalogo`)).text();
    assert(html.includes('Decálogo'), 'sin contenido');
  });
  await checks.check('una ruta desconocida da 404', async () => {
    const res = await fetch(`${base}/no-existe`);
    assert(res.status === 404, `estado ${res.status}`);
  });
  await checks.check(
    'una ruta con barra final redirige con 308 a la ruta sin ella (páginas y API), sin salir del sitio',
    async () => {
      for (const [path, destino] of [
        ['/inicio/', '/inicio'],
        ['/autoevaluacion/1/?x=1', '/autoevaluacion/1?x=1'],
        ['//evil.example/', '/evil.example'],
        ['/api/salud/', '/api/salud'],
      ] as const) {
        const res = await pedirCon(path);
        assert(res.status === 308 && res.location === destino, `${path}: ${res.status} ${res.location}`);
      }
    },
  );
  await checks.check('otro nombre de host (DNS rebinding) recibe 421 en páginas y API; el propio se atiende', async () => {
    const ajeno = { host: 'rebind.evil.test', origin: 'http://rebind.evil.test' };
    for (const path of ['/inicio', '/login', '/api/salud']) {
      const res = await pedirCon(path, ajeno);
      assert(res.status === 421, `${path}: ${res.status}`);
    }
    const login = await pedirCon(
      '/api/login',
      { ...ajeno, 'content-type': 'application/json' },
      'POST',
      '{"username":"superadmin"}',
    );
    assert(login.status === 421, `POST /api/login: ${login.status}`);
    assert((await pedirCon('/inicio', { host: `127.0.0.1:${port}` })).status === 200, 'el host propio no se atiende');
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
  await cronChecks(checks, base, d1Query);
  await checks.check('aceptar una invitación crea la cuenta y el perfil en un batch de D1', async () => {
    const read = await fetch(`${base}/api/invitaciones/${PENDING_TOKEN}`);
    assert(read.status === 200, `GET ${read.status}`);
    const res = await fetch(`${base}/api/invitaciones/${PENDING_TOKEN}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-Instancia': 'soludable' },
      body: JSON.stringify({
        nombre: 'Humo',
        apellido1: 'Worker',
        tipoDocumentoIdentidadClave: 'DNI',
        documentoIdentidad: '12345678Z',
        password: 'Humo.2026',
        confirmPassword: 'Humo.2026',
      }),
    });
    assert(res.status === 200, `PUT ${res.status} ${await res.text()}`);
    const [row] = d1Rows(
      "SELECT i.estado, up.perfil_id, up.proyecto_id FROM invitaciones i JOIN usuarios u ON u.id = i.usuario_id JOIN usuario_perfiles up ON up.usuario_id = u.id WHERE i.id = 9001 AND u.email = 'smoke@centro.es'",
    );
    assert(row?.estado === 'ACE' && row.perfil_id === 2 && row.proyecto_id === 3, JSON.stringify(row));
    const again = await fetch(`${base}/api/invitaciones/${PENDING_TOKEN}`);
    assert(again.status === 409, `enlace usado: ${again.status}`);
  });
  await recorridoDemo(checks, base, ADMIN);
  await checks.check('el buzón de desarrollo no existe en el Worker (NODE_ENV=production)', async () => {
    const res = await fetch(`${base}/dev/correo`);
    assert(res.status === 404, `estado ${res.status}`);
  });
} catch (e) {
  checks.failed++;
  console.log(`  ✗ arranque del Worker\n      ${(e as Error).message}`);
} finally {
  stop();
}
console.log(`${checks.summary()} (${Math.round((Date.now() - started) / 1000)} s con el Worker en marcha)`);
process.exit(checks.failed > 0 ? 1 : 0);
