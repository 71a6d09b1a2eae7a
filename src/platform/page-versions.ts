import { getDb } from '../db/client.ts';
import type { PlatformEnv } from '../db/types.ts';
import { todayIso } from '../domain/shared/fechas.ts';
import { loadSello } from '../domain/shared/sellos.ts';

/**
 * Cached pages whose content follows data, not only the code (page-cache.ts): a stored copy
 * holds only while its version is the one read now. The public register shows the
 * accreditations in force today: its version is the `acreditaciones` change stamp (ADR 0017:
 * bumped by triggers with every write, from any process) and today's date, because an
 * accreditation leaves the register the day its validity ends although no row changed.
 */
const VERSIONADAS: { path: RegExp; version: (env: PlatformEnv, now: number) => Promise<string> }[] = [
  {
    path: /^\/acreditaciones\/publico$/,
    version: async (env, now) => `${await loadSello(getDb(env), 'acreditaciones')}|${todayIso(new Date(now))}`,
  },
];

/** Whether `path` is a versioned page (its query may then be part of the cache key). */
export const isVersionedPage = (path: string): boolean => VERSIONADAS.some((v) => v.path.test(path));

/**
 * The version of a versioned page now; undefined for any other page. Read *before* a render, so
 * a copy is never stored under a version newer than the data it shows.
 */
export function pageVersion(path: string, env: unknown, now = Date.now()): Promise<string> | undefined {
  const v = VERSIONADAS.find((x) => x.path.test(path));
  // Node passes process.env (no DB binding: the database comes from DATABASE_URL); a Worker its bindings.
  return v?.version(env && typeof env === 'object' && 'DB' in env ? (env as PlatformEnv) : {}, now);
}
