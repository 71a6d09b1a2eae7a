/**
 * In-process timing of signed-in and public API reads beside a bare Hono app in the same
 * process (no sockets, no autocannon): what each call costs the API itself, as a ratio, and the
 * bytes each call allocates on V8's heap (counted by V8, not timed: the same on a busy machine).
 * `node --cpu-prof` on this script shows where that time goes.
 *   npx tsx scripts/perfil-api.ts [rutas…]   (PERFIL_N calls per round, 7 interleaved rounds)
 * PERFIL_NODO=1: each call goes as the Node server's do, through @hono/node-server's listener
 * (its light Request and Response, the reply's headers copied into Node's and written), to a
 * Node request and reply with no socket behind them.
 */
import { writeFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Session } from 'node:inspector';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../src/api/app.ts';
import { createIsolatedDb } from '../src/db/driver-libsql.ts';
import { migrateLibsql } from '../src/db/migrate.ts';
import { usuarios } from '../src/db/schema/index.ts';
import { seedBase, seedDemoUsuarios } from '../src/db/seed/index.ts';
import { systemClock } from '../src/domain/context.ts';
import { createSession } from '../src/domain/identidad/sesiones.ts';
import { contadorAsignaciones } from './lib/asignaciones.ts';

type Post = (method: string, params?: object) => Promise<{ profile?: object }>;

/** `f` run between `start` and `stop` on an inspector session of this process; the profile to `file`. */
async function conInspector(file: string, start: (post: Post) => Promise<unknown>, stop: string, f: () => Promise<unknown>) {
  const s = new Session();
  s.connect();
  const post: Post = (m, p) => new Promise((ok, ko) => s.post(m, p, (e, r) => (e ? ko(e) : ok(r as { profile?: object }))));
  await start(post);
  await f();
  const { profile } = await post(stop);
  writeFileSync(file, JSON.stringify(profile));
  s.disconnect();
}

/** A CPU profile of `f` alone (PERFIL_CPU=prefix): setup and seeding stay out of it. */
const perfilar = (file: string, f: () => Promise<unknown>) =>
  conInspector(
    file,
    async (post) => {
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 100 });
      await post('Profiler.start');
    },
    'Profiler.stop',
    f,
  );

/**
 * Where the bytes of `f` are allocated (PERFIL_HEAP=prefix): V8's sampling heap profiler, with
 * the objects the collections already took counted too (they are the garbage being looked for).
 */
const perfilarMemoria = (file: string, f: () => Promise<unknown>) =>
  conInspector(
    file,
    async (post) => {
      await post('HeapProfiler.enable');
      await post('HeapProfiler.startSampling', {
        samplingInterval: 512,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    },
    'HeapProfiler.stopSampling',
    f,
  );

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

/** Calls `fetch` as @hono/node-server's listener does, with a Node request that has no socket. */
function porNodo(fetch: (req: Request, env: object) => Response | Promise<Response>) {
  const listener = getRequestListener((req, b) => fetch(req, { incoming: b.incoming }));
  const socket = { remoteAddress: '127.0.0.1', encrypted: false } as never;
  return async (path: string, headers: Record<string, string> = {}) => {
    const inc = new IncomingMessage(socket);
    inc.method = 'GET';
    inc.url = path;
    inc.headers = { host: '127.0.0.1' };
    inc.rawHeaders = ['Host', '127.0.0.1'];
    for (const [k, v] of Object.entries(headers)) {
      inc.headers[k.toLowerCase()] = v;
      inc.rawHeaders.push(k, v);
    }
    inc.complete = true;
    const out = new ServerResponse(inc);
    await listener(inc, out);
  };
}
const nodo = process.env.PERFIL_NODO === '1';
const llamarApp = porNodo((req, e) => app.fetch(req, e));
const llamarBare = porNodo((req) => bare.fetch(req));

async function ronda(f: () => Response | Promise<Response> | Promise<void>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const res = await f();
    if (res) await res.arrayBuffer();
  }
  return ((performance.now() - t0) * 1000) / N;
}
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const url = (p: string) => `http://127.0.0.1${p}`;
// What @hono/node-server passes: the socket the client's address is read from.
const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
if (nodo) getRequestListener(() => new Response(null)); // its light Request and Response, as the server has
for (const [nombre, c] of elegidos) {
  const llamada = () => (nodo ? llamarApp(c.path, c.headers) : app.fetch(new Request(url(c.path), { headers: c.headers }), env));
  const desnuda = () => (nodo ? llamarBare('/') : bare.fetch(new Request(url('/'))));
  const res = await app.fetch(new Request(url(c.path), { headers: c.headers }), env);
  if (res.status >= 400 && nombre !== '404') throw new Error(`${nombre}: ${res.status} ${await res.text()}`);
  if (nodo) {
    // The same call through the listener must answer the same (a 401 would measure a rejection).
    const prueba = porNodo(async (req, e) => {
      const r = await app.fetch(req, e);
      if (r.status !== res.status) throw new Error(`${nombre} por el listener: ${r.status}`);
      return r;
    });
    await prueba(c.path, c.headers);
  }
  const b: number[] = [];
  const a: number[] = [];
  for (let r = 0; r < 7; r++) {
    b.push(await ronda(desnuda));
    a.push(await ronda(llamada));
  }
  if (process.env.PERFIL_CPU) await perfilar(`${process.env.PERFIL_CPU}-${nombre}.cpuprofile`, () => ronda(llamada));
  if (process.env.PERFIL_HEAP) await perfilarMemoria(`${process.env.PERFIL_HEAP}-${nombre}.heapprofile`, () => ronda(llamada));
  const mb = mediana(b);
  const ma = mediana(a);
  // A round of its own for the bytes, after the timed ones (the code is warm by then).
  const leer = contadorAsignaciones();
  await ronda(llamada);
  const l = leer();
  await ronda(desnuda);
  const lb = leer();
  const kb = (x: number) => `${(x / N / 1024).toFixed(1)} KB`;
  console.log(
    `${nombre.padEnd(12)} ${ma.toFixed(1).padStart(8)} µs/llamada   Hono desnudo ${mb.toFixed(1)} µs   ${((100 * mb) / ma).toFixed(1)} %   ${kb(l.bytes)}/llamada (Hono desnudo ${kb(lb.bytes)})`,
  );
}
