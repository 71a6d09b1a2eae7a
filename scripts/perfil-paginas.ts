/**
 * Where a signed-in page's time and bytes go (figures, not pass/fail):
 *   npx tsx scripts/perfil-paginas.ts [part of a page's name…]
 * 1. Starts the built server (`npm run build` first) as `npm start` does, over a fresh demo
 *    database (data/perfil.db), on 127.0.0.1 only (PERFIL_PORT, 3210).
 * 2. Prints each page's bytes by part, as the browser receives it uncompressed: the HTML markup,
 *    the RSC payload Waku embeds in inline scripts (the page's data a second time), other inline
 *    scripts, and the scripts the HTML lists (gzip).
 * 3. Loads the chosen pages together for PERFIL_SEGUNDOS (5, at most 10) at 20 connections,
 *    signed in as the users the bench uses, with V8's sampling profiler running in the server
 *    (scripts/lib/perfil-senales.mjs: the load only, not start-up), and prints the functions
 *    with the most self time and the totals by package or file.
 * By default every request carries a cookie never seen before, so no kept copy of a session's
 * page answers and the profile is of the render itself; PERFIL_COPIA=1 profiles the normal load
 * (one session, copies allowed). The profile is left in data/perfil.cpuprofile for Chrome's
 * DevTools (Performance → Load profile) or speedscope.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { peakRssMb, startFlags, waitFor } from './lib/bench-process.ts';
import { filasSesion } from './lib/bench-sesion.ts';
import { bytesPorParte, tiemposPropios } from './lib/perfil-cpu.ts';

const port = Number(process.env.PERFIL_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const seconds = Math.min(Number(process.env.PERFIL_SEGUNDOS ?? 5), 10);
const conCopia = process.env.PERFIL_COPIA === '1';
const fichero = 'data/perfil.cpuprofile';
const db = './data/perfil.db';
for (const s of ['', '-wal', '-shm']) rmSync(`${db}${s}`, { force: true });
rmSync(fichero, { force: true });

const server = spawn(
  process.execPath,
  [
    ...startFlags(),
    '--import',
    './scripts/lib/malloc.mjs',
    '--import',
    './scripts/lib/perfil-senales.mjs',
    '--import',
    './scripts/lib/typescript.mjs',
    'scripts/start.ts',
  ],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${db}`,
      JOB_INTERVAL_MS: '3600000',
      PERFIL_FICHERO: fichero,
    },
    stdio: 'ignore',
  },
);
const terminado = new Promise((ok) => server.once('exit', ok));

async function login(email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Instancia': 'soludable' },
    body: JSON.stringify({ username: email, password: 'Soludable.2026' }),
  });
  if (!res.ok) throw new Error(`login de ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
const pct = (n: number, total: number) => `${((100 * n) / total).toFixed(1)} %`.padStart(7);

try {
  await waitFor(`${base}/api/salud`);
  const elegidas = process.argv.slice(2).map((s) => s.toLowerCase());
  const paginas = (await filasSesion(base, login)).filter(
    (f) =>
      !f.sinCopia &&
      !String(f.path).startsWith('/api/') &&
      (elegidas.length === 0 || elegidas.some((e) => f.nombre.toLowerCase().includes(e))),
  );

  console.log(`\nBytes por parte (HTML sin comprimir; scripts: los que lista el HTML, gzip)`);
  console.log(
    `${'página'.padEnd(44)} ${'total'.padStart(9)} ${'marcado'.padStart(9)} ${'RSC'.padStart(9)} ${'otros'.padStart(9)} ${'JS gzip'.padStart(9)}`,
  );
  const js = new Map<string, number>();
  for (const f of paginas) {
    const html = await (await fetch(`${base}${f.path}`, { headers: { Cookie: f.headers?.Cookie ?? '' } })).text();
    const b = bytesPorParte(html);
    let gz = 0;
    for (const s of b.scripts) {
      if (!js.has(s)) js.set(s, gzipSync(Buffer.from(await (await fetch(`${base}${s}`)).arrayBuffer())).length);
      gz += js.get(s) ?? 0;
    }
    console.log(
      `${f.nombre.slice(0, 44).padEnd(44)} ${kb(b.total)} ${kb(b.marcado)} ${kb(b.rsc)} ${kb(b.otrosScripts)} ${kb(gz)}`,
    );
  }

  // Warm, then profile the load alone.
  const cargar = (duration: number) =>
    autocannon({
      url: base,
      connections: 20,
      duration,
      idReplacement: !conCopia,
      requests: paginas.map((f) => ({
        method: 'GET',
        path: String(f.path),
        headers: {
          'X-Instancia': 'soludable',
          'Accept-Encoding': 'br, gzip',
          Cookie: conCopia ? (f.headers?.Cookie ?? '') : `${f.headers?.Cookie ?? ''}; bench-sin-copia=[<id>]`,
        },
      })),
    });
  await cargar(1);
  server.kill('SIGUSR2');
  const r = await cargar(seconds);
  server.kill('SIGINT');
  await terminado;
  console.log(
    `\nCarga: ${paginas.length} páginas juntas, 20 conexiones, ${seconds} s, ${conCopia ? 'con copias (una sesión)' : 'sin copia (render por petición)'}: ${Math.round(r.requests.average)} req/s, p99 ${(r.latency as unknown as { p99: number }).p99} ms, ${r.non2xx + r.errors} errores`,
  );
  const t = tiemposPropios(fichero);
  console.log(
    `\nTiempo propio por función (de ${t.total.toFixed(0)} ms de CPU muestreados; ${t.inactivo.toFixed(0)} ms inactivo aparte)`,
  );
  for (const [nombre, ms] of t.funciones.slice(0, Number(process.env.PERFIL_TOP ?? 25)))
    console.log(`${pct(ms, t.total)} ${ms.toFixed(0).padStart(7)} ms  ${nombre.slice(0, 110)}`);
  console.log('\nPor paquete o fichero');
  for (const [parte, ms] of t.partes.slice(0, 20)) console.log(`${pct(ms, t.total)} ${ms.toFixed(0).padStart(7)} ms  ${parte}`);
  console.log(`\nPerfil: ${fichero} (DevTools → Performance → Load profile, o speedscope)`);
} finally {
  if (server.exitCode === null) {
    if (server.pid) console.log(`(RSS máx. del servidor ${peakRssMb(server.pid)} MB)`);
    server.kill('SIGINT');
  }
}
