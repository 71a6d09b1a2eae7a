import { getContext } from 'hono/context-storage';
import { getDb } from '../db/client.ts';
import type { Db, PlatformEnv } from '../db/types.ts';

/**
 * The platform bindings of the current request (D1 and R2 in a Worker; nothing on Node,
 * where configuration comes from process.env). Server components use this to reach the
 * same database as the API.
 */
export function currentEnv(): PlatformEnv {
  try {
    const env = getContext<{ Bindings: PlatformEnv }>().env;
    return env && typeof env === 'object' && 'DB' in env ? env : {};
  } catch {
    return {};
  }
}

export function requestDb(): Db {
  return getDb(currentEnv());
}

/** Configuration value from the Worker's vars or the process environment. */
export function configValue(name: string): string | undefined {
  const fromEnv = currentEnv()[name];
  if (typeof fromEnv === 'string') return fromEnv;
  return typeof process !== 'undefined' ? process.env[name] : undefined;
}
