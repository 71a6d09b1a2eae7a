/**
 * Node scripts on the Worker's own database: wrangler's getPlatformProxy gives a real D1 (and
 * R2) binding, the local one persisted where `wrangler dev` reads it, or the remote one of
 * wrangler.toml. Drizzle's D1 driver over it runs the same domain and seed code as the Worker.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { D1Database } from '@cloudflare/workers-types';
import { createDb } from '../../src/db/driver-d1.ts';
import { isEmpty, seedBase, seedDemo } from '../../src/db/seed/index.ts';
import type { Db, PlatformEnv } from '../../src/db/types.ts';

export type D1Target = { kind: 'local'; persistTo?: string } | { kind: 'remote' };

/** wrangler's API, loaded only by the commands that use D1 (it is large). */
const wrangler = () => import('wrangler');

/** The id wrangler.toml ships with until `wrangler d1 create acredita` gives the real one. */
const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';

/** Why the remote D1 cannot be reached from here, in Spanish; undefined when it looks configured. */
export async function remoteProblem(): Promise<string | undefined> {
  const config = (await wrangler()).unstable_readConfig({});
  const d1 = config.d1_databases.find((d: { binding: string }) => d.binding === 'DB');
  if (!d1?.database_id || d1.database_id === PLACEHOLDER_ID) {
    return 'La base de datos D1 remota no está configurada: ejecuta `npx wrangler login` y `npx wrangler d1 create acredita`, y pon el database_id que imprime en wrangler.toml.';
  }
  return undefined;
}

/** wrangler's --local/--remote and --persist-to flags for a target. */
export function wranglerFlags(target: D1Target): string[] {
  if (target.kind === 'remote') return ['--remote'];
  return target.persistTo ? ['--local', '--persist-to', target.persistTo] : ['--local'];
}

/** Applies migrations/ to the target with wrangler (what `wrangler dev` and cf:deploy use). */
export function migrateD1(target: D1Target) {
  const args = ['wrangler', 'd1', 'migrations', 'apply', 'acredita', ...wranglerFlags(target)];
  // Non-interactive: a remote apply would otherwise ask for confirmation.
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  if (result.status === 0) return;
  console.error(
    target.kind === 'remote'
      ? 'No se pudieron aplicar las migraciones a la D1 remota: comprueba la sesión (`npx wrangler login` o CLOUDFLARE_API_TOKEN) y el database_id de wrangler.toml.'
      : `Falló: npx ${args.join(' ')}`,
  );
  process.exit(result.status ?? 1);
}

/**
 * A remote D1 through getPlatformProxy needs its binding marked `remote`; wrangler.toml keeps
 * the plain binding (so `wrangler dev --local` never touches production), and this writes a
 * throw-away configuration with only the DB binding, marked remote.
 */
async function remoteConfigPath(): Promise<string> {
  const config = (await wrangler()).unstable_readConfig({});
  const d1 = config.d1_databases.find((d: { binding: string }) => d.binding === 'DB');
  const dir = resolve('.wrangler/tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'wrangler.admin-remoto.json');
  writeFileSync(
    path,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: [{ ...d1, remote: true }],
    }),
  );
  return path;
}

export interface D1Session {
  db: Db;
  /** The platform bindings (DB, FICHEROS) as the Worker gets them. */
  env: PlatformEnv;
  dispose(): Promise<void>;
}

/** Opens the target's D1 (and, locally, R2) binding; call dispose() when done. */
export async function openD1(target: D1Target): Promise<D1Session> {
  const { getPlatformProxy } = await wrangler();
  const proxy =
    target.kind === 'remote'
      ? await getPlatformProxy<Record<string, unknown>>({ configPath: await remoteConfigPath(), persist: false })
      : await getPlatformProxy<Record<string, unknown>>({
          // `wrangler dev --persist-to X` keeps its state in X/v3; the default is .wrangler/state/v3.
          persist: target.persistTo ? { path: join(target.persistTo, 'v3') } : true,
          remoteBindings: false,
        });
  const binding = proxy.env.DB as D1Database | undefined;
  if (!binding) {
    await proxy.dispose();
    throw new Error('Falta el enlace D1 "DB" en wrangler.toml');
  }
  // The Worker's own driver module, so its D1 workarounds hold here too.
  const db = createDb({ DB: binding });
  return { db, env: proxy.env as PlatformEnv, dispose: () => proxy.dispose() };
}

/**
 * Seeds an empty D1 as `npm start` seeds an empty libSQL file: reference data, plus the demo
 * data when asked, with its files (reports, signed certificates) in the Worker's storage when
 * `env` gives its bindings: without its public certificate an accreditation is not in the
 * register (ADR 0055). Returns whether it seeded (a database with data is left alone).
 */
export async function seedD1IfEmpty(db: Db, demo: boolean, env?: PlatformEnv): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  if (!demo) await seedBase(db);
  else if (!env) await seedDemo(db);
  else {
    const { getStorage } = await import('../../src/platform/storage/index.ts');
    const { configuracionFirma } = await import('../../src/platform/firma/index.ts');
    const { listenOrigin } = await import('../../src/platform/mail/links.ts');
    // The development certificate signs here as under `npm start` (none in production).
    (await import('./firma-desarrollo.ts')).asegurarFirmaDesarrollo();
    const ficheros = { storage: getStorage(env), firma: () => configuracionFirma(env), origenPublico: listenOrigin() };
    await seedDemo(db, new Date(), { ficheros });
  }
  return true;
}

/**
 * What `npm start` does to its file, on a D1: migrations, then the seed when the database is
 * empty (reference data, and the demo data unless `demo` is false). Safe to repeat.
 */
export async function prepareD1(target: D1Target, opts: { demo: boolean }): Promise<{ seeded: boolean; ms: number }> {
  migrateD1(target);
  const started = Date.now();
  const session = await openD1(target);
  try {
    const seeded = await seedD1IfEmpty(session.db, opts.demo, session.env);
    return { seeded, ms: Date.now() - started };
  } finally {
    await session.dispose();
  }
}
