/**
 * In-process timing of signed-in and public API reads beside a bare Hono app in the same
 * process (no sockets, no autocannon): what each call costs the API itself, as a ratio.
 * `node --cpu-prof` on this script shows where that time goes.
 *   npx tsx scripts/perfil-api.ts [rutas…]   (PERFIL_N calls per round, 7 interleaved rounds)
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../src/api/app.ts';
import { createIsolatedDb } from '../src/db/driver-libsql.ts';
import { migrateLibsql } from '../src/db/migrate.ts';
import { usuarios } from '../src/db/schema/index.ts';
import { seedBase, seedDemoUsuarios } from '../src/db/seed/index.ts';
import { systemClock } from '../src/domain/context.ts';
import { createSession } from '../src/domain/identidad/sesiones.ts';

/** A CPU profile of `f` alone (PERFIL_CPU=prefix): setup and seeding stay out of it. */
async function perfilar(file: string, f: () => Promise<unknown>) {
  const s = new Session();
  s.connect();
  const post = (m: string, p?: object) =>
    new Promise<{ profile?: object }>((ok, ko) => s.post(m, p, (e, r) => (e ? ko(e) : ok(r as { profile?: object }))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  await f();
  const { profile } = await post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  s.disconnect();
}

const N = Number(process.env.PERFIL_N ?? 3000);
const db = createIsolatedDb();
await migrateLibsql(db);
await seedBase(db);
await seedDemoUsuarios(db);
const app = createApp({ db });
const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'superadmin'));
if (!admin) throw new Error('sin superadmin');
const { token } = await createSession(db, { usuarioId: admin.id, clock: systemClock });
const bare = new Hono();
bare.get('/', (c) => c.text('Hello Hono!'));

const casos: Record<string, { path: string; headers?: Record<string, string> }> = {
  yo: { path: '/api/yo', headers: { Authorization: `Bearer ${token}` } },
  provincias: { path: '/api/provincias' },
  salud: { path: '/api/salud' },
  '404': { path: '/api/no-existe' },
};
const wanted = process.argv.slice(2);
const elegidos = Object.entries(casos).filter(([k]) => wanted.length === 0 || wanted.includes(k));

async function ronda(f: () => Response | Promise<Response>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await (await f()).arrayBuffer();
  return ((performance.now() - t0) * 1000) / N;
}
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const url = (p: string) => `http://127.0.0.1${p}`;
// What @hono/node-server passes: the socket the client's address is read from.
const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
for (const [nombre, c] of elegidos) {
  const res = await app.fetch(new Request(url(c.path), { headers: c.headers }), env);
  if (res.status >= 400 && nombre !== '404') throw new Error(`${nombre}: ${res.status} ${await res.text()}`);
  const b: number[] = [];
  const a: number[] = [];
  for (let r = 0; r < 7; r++) {
    b.push(await ronda(() => bare.fetch(new Request(url('/')))));
    a.push(await ronda(() => app.fetch(new Request(url(c.path), { headers: c.headers }), env)));
  }
  if (process.env.PERFIL_CPU)
    await perfilar(`${process.env.PERFIL_CPU}-${nombre}.cpuprofile`, () =>
      ronda(() => app.fetch(new Request(url(c.path), { headers: c.headers }), env)),
    );
  const mb = mediana(b);
  const ma = mediana(a);
  console.log(
    `${nombre.padEnd(12)} ${ma.toFixed(1).padStart(8)} µs/llamada   Hono desnudo ${mb.toFixed(1)} µs   ${((100 * mb) / ma).toFixed(1)} %`,
  );
}
