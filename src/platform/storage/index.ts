import type { PlatformEnv } from '../../db/types.ts';
import type { Storage } from '../../domain/shared/storage.ts';
import { ficheros } from '../../i18n/ficheros.ts';
import { configFrom, onWorkers } from '../config.ts';
import { isR2Bucket, r2Storage } from './r2.ts';

export { r2Storage } from './r2.ts';

const DEFAULT_FICHEROS_DIR = './data/ficheros';

const localByDir = new Map<string, Promise<Storage>>();

/**
 * The local adapter, imported on first use: it needs node:fs, which the Worker bundle
 * must never evaluate (there the R2 binding is always present).
 */
function lazyLocalStorage(dir: string): Storage {
  const load = () => {
    let adapter = localByDir.get(dir);
    if (!adapter) {
      adapter = import('./local.ts').then((m) => m.localFolderStorage(dir));
      localByDir.set(dir, adapter);
    }
    return adapter;
  };
  return {
    put: async (key, bytes, contentType) => (await load()).put(key, bytes, contentType),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}

/**
 * The storage for this request: the R2 bucket bound as `FICHEROS` in a Worker, else the
 * folder FICHEROS_DIR (default ./data/ficheros). Read per call so tests can point
 * FICHEROS_DIR at a temporary folder.
 */
export function getStorage(env?: PlatformEnv): Storage {
  const bucket = env?.FICHEROS;
  if (isR2Bucket(bucket)) return r2Storage(bucket);
  // In a Worker a local folder would be an ephemeral in-memory one: refuse it rather than lose files.
  if (onWorkers()) throw new Error(ficheros.almacenNoConfigurado);
  return lazyLocalStorage(ficherosDir(env));
}

/** The folder of the local adapter: FICHEROS_DIR, default ./data/ficheros. */
export function ficherosDir(env?: PlatformEnv): string {
  return configFrom(env, 'FICHEROS_DIR') ?? DEFAULT_FICHEROS_DIR;
}
