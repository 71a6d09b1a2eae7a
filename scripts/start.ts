/**
 * `npm start`: build if needed, migrate (and seed an empty database), then serve pages
 * and API on one port, with the scheduled jobs on a timer.
 *
 * package.json starts Node with `--max-semi-space-size=8` (MB): V8 sizes the young generation
 * from the machine's memory, and on a 24 GB machine it reserved 128 MB of new space for a
 * server whose live heap is ~35-60 MB (ADR 0027 took 16; 8 lowers the peak by 5-12 MB for the same
 * throughput, ADR 0074). And with `--max-old-space-size=512`: V8 lets the old generation grow to
 * up to 4× its live size before a full collection when the heap limit is large (the default here
 * is ~4 GB), so garbage promoted under load (100 requests in flight) stayed resident: ~65 MB
 * live, ~235 MB of heap, RSS ~500-575 MB during the bench. A limit under 2 GB lowers that factor
 * (≤ 2×; ~1.4× at 512 MB); the live heap is ~50-100 MB, so 512 MB is a ceiling with 5× headroom,
 * not a budget (ADR 0027). And with `--expose-gc`, for the memory-reducing collection that
 * scripts/lib/memory-reducer.ts runs under unbroken load (ADR 0074). Its first preload,
 * scripts/lib/malloc.mjs, gives the process two glibc malloc arenas instead of one per thread
 * and a fixed threshold past which a block gets its own mapping, returned when freed (ADR 0033,
 * 0071).
 */
import { startupProblem } from './lib/startup-check.ts';

// A misconfigured production server refuses to start before any work, so
// everything else is imported only after this check.
const problem = startupProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const { spawnSync } = await import('node:child_process');
const { existsSync } = await import('node:fs');
const { listenOrigin } = await import('../src/platform/mail/links.ts');
const { buildIsStale } = await import('./lib/build-state.ts');
const { databaseUrl, prepareDatabase, withDemoData } = await import('./lib/database.ts');
const { hasDemoAccounts, LOOPBACK, listenHost } = await import('./lib/listen.ts');
const { loadBuild, startNodeServer } = await import('./lib/node-server.ts');
const { startMemoryReducer } = await import('./lib/memory-reducer.ts');

const port = Number(process.env.PORT ?? 3000);
process.env.PORT = String(port);

// The widget is its own build into public/widget/ (`npm run build` makes it first): before the
// app's build, which copies public/, whenever the app is stale or the widget is missing. The
// source tree is walked once: building the widget changes public/, so the app is rebuilt then.
if (buildIsStale() || !existsSync('public/widget/acredita.js')) {
  const widget = spawnSync('npx', ['tsx', 'scripts/build-widget.ts'], { stdio: 'inherit' });
  if (widget.status !== 0) process.exit(widget.status ?? 1);
  console.log('Compilando la aplicación…');
  const result = spawnSync('npx', ['waku', 'build'], { stdio: 'inherit', env: { ...process.env, ACREDITA_TARGET: 'node' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The per-machine development certificate that signs accreditation certificates (none in
// production); made before the seed, which signs the demo accreditations' certificates with it.
(await import('./lib/firma-desarrollo.ts')).asegurarFirmaDesarrollo();
const { db, seeded } = await prepareDatabase({ seed: 'if-empty' });
console.log(
  seeded
    ? `Base de datos creada${withDemoData() ? ' con datos de demostración' : ''}: ${databaseUrl()}`
    : `Base de datos: ${databaseUrl()}`,
);

// Writes a crash interrupted leave temporary files nobody reads; a minute's margin spares a
// write in progress by another server sharing the folder.
const { ficherosDir } = await import('../src/platform/storage/index.ts');
const { removeStrayTemporaryFiles } = await import('../src/platform/storage/local.ts');
const stray = await removeStrayTemporaryFiles(ficherosDir(), { olderThanMs: 60_000 });
if (stray > 0) console.log(`Ficheros temporales de escrituras interrumpidas borrados: ${stray}`);

const demoAccounts = await hasDemoAccounts(db);
const { hostname, warning } = listenHost({ host: process.env.HOST, demoAccounts });
const { DEMO_ACCOUNTS } = await import('../src/db/seed/demo-accounts.ts');
// Every TypeScript module this script needs is loaded: the built server is plain JavaScript
// and is loaded without the TypeScript hooks (scripts/lib/typescript.mjs says why).
const unregisterTypeScript = (globalThis as Record<symbol, unknown>)[Symbol.for('acredita.unregisterTypeScript')];
if (typeof unregisterTypeScript === 'function') await unregisterTypeScript();
const build = await loadBuild();
startNodeServer(build, { port, hostname });
// Under unbroken load V8 never idles to give back its pooled heap pages (ADR 0074).
startMemoryReducer({ gc: globalThis.gc });
const entry = build.unstable_serverEntry;

// Node has no cron trigger: the same handler runs every minute, first shortly after start.
const JOB_INTERVAL_MS = Number(process.env.JOB_INTERVAL_MS ?? 60_000);
const tick = () => entry.scheduled({ cron: 'node-timer' }, {}).catch((e) => console.error('[jobs]', e));
setTimeout(tick, 5_000).unref();
setInterval(tick, JOB_INTERVAL_MS).unref();

const origin = listenOrigin();
console.log(`\nAcredita está en marcha: ${origin}/${hostname === undefined ? ' (todas las interfaces)' : ''}`);
console.log(`API: ${origin}/api/salud · OpenAPI: ${origin}/api/openapi.json`);
if (process.env.NODE_ENV === 'production') {
  console.log('\nModo producción: no se muestran cuentas de demostración.');
} else if (DEMO_ACCOUNTS.length > 0) {
  console.log('\nCuentas de demostración:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.perfil.padEnd(28)} ${a.usuario.padEnd(28)} ${a.contrasena}`);
} else {
  console.log('\nCuentas de demostración: todavía no hay (llegan con la gestión de usuarios).');
}
if (warning) console.warn(`\n${warning}`);
else if (hostname === LOOPBACK)
  console.log(`\nSolo se atiende desde este equipo (${LOOPBACK}): la base de datos tiene cuentas de demostración.`);
