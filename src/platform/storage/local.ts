import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertStorageKey, newStorageKey, type Storage } from '../../domain/shared/storage.ts';

const FALLBACK_TYPE = 'application/octet-stream';

/** The temporary names writeAtomic uses, `<key>[.type].<random key>.tmp`, and nothing else. */
const TEMPORARY = /^[0-9a-f]{32}(\.type)?\.[0-9a-f]{32}\.tmp$/;
/** Subfolders are the keys' first two hex digits. */
const SHARD = /^[0-9a-f]{2}$/;

/**
 * Storage in a local folder (Node). Each object is two files under a two-hex-digit
 * subfolder (so no folder grows past a few thousand entries): `<key>` holds the bytes and
 * `<key>.type` the content type. Paths come only from validated keys, never from client
 * names. Writes go to a temporary file that is then renamed, so a reader never sees half
 * a file and a crash leaves at most a stray `.tmp`.
 */
export function localFolderStorage(dir: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };

  const writeAtomic = async (path: string, data: Uint8Array | string) => {
    const tmp = `${path}.${newStorageKey()}.tmp`;
    try {
      await writeFile(tmp, data, { flag: 'wx' });
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // The type first: the bytes file is what makes the object exist for get().
      await writeAtomic(`${path}.type`, contentType);
      await writeAtomic(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const contentType = await readFile(`${path}.type`, 'utf8').catch(() => FALLBACK_TYPE);
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: contentType || FALLBACK_TYPE,
      };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

/**
 * Removes the temporary files a crash left in the storage folder (a write that never got
 * renamed), so they do not pile up; the Node server runs it at start. Only files older than
 * `olderThanMs`: a second server sharing the folder may be writing one right now. Returns
 * how many it removed; a missing folder has none.
 */
export async function removeStrayTemporaryFiles(dir: string, opts: { olderThanMs: number; now?: Date }): Promise<number> {
  const root = resolve(dir);
  const before = (opts.now ?? new Date()).getTime() - opts.olderThanMs;
  let shards: string[];
  try {
    shards = (await readdir(root, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && SHARD.test(e.name))
      .map((e) => e.name);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const shard of shards) {
    for (const name of await readdir(join(root, shard))) {
      if (!TEMPORARY.test(name)) continue;
      const path = join(root, shard, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs <= before) {
        await rm(path, { force: true });
        removed++;
      }
    }
  }
  return removed;
}
