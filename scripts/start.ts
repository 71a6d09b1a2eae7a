/**
 * `npm start`: build if needed, migrate (and seed an empty database), then serve pages
 * and API on one port, with the scheduled jobs on a timer.
 */
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './lib/build-state.ts';
import { databaseUrl, prepareDatabase, withDemoData } from './lib/database.ts';
import { loadBuild, startNodeServer } from './lib/node-server.ts';

const port = Number(process.env.PORT ?? 3000);
process.env.PORT = String(port);

if (buildIsStale()) {
  console.log('Compilando la aplicación…');
  const result = spawnSync('npx', ['waku', 'build'], { stdio: 'inherit', env: { ...process.env, ACREDITA_TARGET: 'node' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { seeded } = await prepareDatabase({ seed: 'if-empty' });
console.log(
  seeded
    ? `Base de datos creada${withDemoData() ? ' con datos de demostración' : ''}: ${databaseUrl()}`
    : `Base de datos: ${databaseUrl()}`,
);

const build = await loadBuild();
startNodeServer(build, { port, hostname: process.env.HOST });
const entry = build.unstable_serverEntry;

// Node has no cron trigger: the same handler runs every minute, first shortly after start.
const JOB_INTERVAL_MS = Number(process.env.JOB_INTERVAL_MS ?? 60_000);
const tick = () => entry.scheduled({ cron: 'node-timer' }, {}).catch((e) => console.error('[jobs]', e));
setTimeout(tick, 5_000).unref();
setInterval(tick, JOB_INTERVAL_MS).unref();

const { DEMO_ACCOUNTS } = await import('../src/db/seed/demo-accounts.ts');
console.log(`\nAcredita está en marcha: http://localhost:${port}/`);
console.log(`API: http://localhost:${port}/api/salud · OpenAPI: http://localhost:${port}/api/openapi.json`);
if (process.env.NODE_ENV === 'production') {
  console.log('\nModo producción: no se muestran cuentas de demostración.');
} else if (DEMO_ACCOUNTS.length > 0) {
  console.log('\nCuentas de demostración:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.perfil.padEnd(28)} ${a.usuario.padEnd(28)} ${a.contrasena}`);
} else {
  console.log('\nCuentas de demostración: todavía no hay (llegan con la gestión de usuarios).');
}
