import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertStorageKey, newStorageKey, type Storage } from './storage.ts';

const FALLBACK_TYPE = 'application/octet-stream';

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
