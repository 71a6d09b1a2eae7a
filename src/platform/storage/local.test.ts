import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStorageKey, newStorageKey } from '../../domain/shared/storage.ts';
import { getStorage } from './index.ts';
import { localFolderStorage, removeStrayTemporaryFiles } from './local.ts';
import { type R2BucketLike, r2Storage } from './r2.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acredita-ficheros-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('newStorageKey', () => {
  it('gives 32 random hex digits', () => {
    const keys = new Set(Array.from({ length: 100 }, newStorageKey));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(isStorageKey(k)).toBe(true);
  });
});

describe('local storage', () => {
  it('stores, reads back and deletes an object with its content type', async () => {
    const s = localFolderStorage(dir);
    const key = newStorageKey();
    await s.put(key, bytes(1, 2, 3), 'image/png');
    expect(await s.get(key)).toEqual({ bytes: bytes(1, 2, 3), contentType: 'image/png' });
    // Sharded by the key's first two digits; the name on disk is the key itself.
    expect((await stat(join(dir, key.slice(0, 2), key))).size).toBe(3);
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    await s.delete(key); // deleting twice is fine
  });

  it('replaces an object atomically and leaves no temporary files behind', async () => {
    const s = localFolderStorage(dir);
    const key = newStorageKey();
    await s.put(key, bytes(1), 'image/gif');
    await s.put(key, bytes(9, 9), 'image/jpeg');
    expect(await s.get(key)).toEqual({ bytes: bytes(9, 9), contentType: 'image/jpeg' });
    expect((await readdir(join(dir, key.slice(0, 2)))).sort()).toEqual([key, `${key}.type`]);
  });

  it('answers null for a key never stored', async () => {
    expect(await localFolderStorage(dir).get(newStorageKey())).toBeNull();
  });

  it('refuses anything but a storage key, so no path can be smuggled in', async () => {
    const s = localFolderStorage(dir);
    await writeFile(join(dir, 'secreto.txt'), 'no');
    for (const key of ['../secreto.txt', 'secreto.txt', '/etc/passwd', `${newStorageKey()}/../x`, 'ABCDEF'.repeat(6)]) {
      await expect(s.put(key, bytes(1), 'text/plain')).rejects.toThrow(/no válida/);
      await expect(s.get(key)).rejects.toThrow(/no válida/);
      await expect(s.delete(key)).rejects.toThrow(/no válida/);
    }
    expect(await readFile(join(dir, 'secreto.txt'), 'utf8')).toBe('no');
  });
});

describe('getStorage', () => {
  it('uses the R2 binding FICHEROS when present', async () => {
    const objects = new Map<string, { data: Uint8Array; type?: string }>();
    const bucket: R2BucketLike = {
      async put(key, value, options) {
        objects.set(key, { data: value, type: options?.httpMetadata?.contentType });
      },
      async get(key) {
        const o = objects.get(key);
        if (!o) return null;
        return { arrayBuffer: async () => o.data.slice().buffer, httpMetadata: { contentType: o.type } };
      },
      async delete(key) {
        objects.delete(key);
      },
    };
    const s = getStorage({ FICHEROS: bucket });
    const key = newStorageKey();
    await s.put(key, bytes(7, 8), 'application/pdf');
    expect(objects.get(key)?.type).toBe('application/pdf');
    expect(await s.get(key)).toEqual({ bytes: bytes(7, 8), contentType: 'application/pdf' });
    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    await expect(r2Storage(bucket).get('../x')).rejects.toThrow(/no válida/);
  });

  it('otherwise uses the folder FICHEROS_DIR (env first, then the process environment)', async () => {
    const key = newStorageKey();
    await getStorage({ FICHEROS_DIR: dir }).put(key, bytes(5), 'image/png');
    expect((await stat(join(dir, key.slice(0, 2), key))).isFile()).toBe(true);
    const before = process.env.FICHEROS_DIR;
    process.env.FICHEROS_DIR = dir;
    try {
      expect(await getStorage().get(key)).toEqual({ bytes: bytes(5), contentType: 'image/png' });
    } finally {
      if (before === undefined) delete process.env.FICHEROS_DIR;
      else process.env.FICHEROS_DIR = before;
    }
  });
});

describe('removeStrayTemporaryFiles (run at start)', () => {
  it('removes the temporary files a crashed write left, older than the margin, and nothing else', async () => {
    const s = localFolderStorage(dir);
    const key = newStorageKey();
    await s.put(key, bytes(7), 'application/pdf');
    const shard = join(dir, key.slice(0, 2));
    // What a crash between writeFile and rename leaves behind, an hour ago and just now.
    const old = [`${key}.${newStorageKey()}.tmp`, `${key}.type.${newStorageKey()}.tmp`];
    const fresh = `${key}.${newStorageKey()}.tmp`;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of old) {
      await writeFile(join(shard, name), 'medio fichero');
      await utimes(join(shard, name), hourAgo, hourAgo);
    }
    await writeFile(join(shard, fresh), 'escribiéndose');
    // Files that are not ours stay, whatever their name ends with.
    await mkdir(join(dir, 'otra'));
    await writeFile(join(dir, 'otra', `${newStorageKey()}.${newStorageKey()}.tmp`), 'x');
    await writeFile(join(shard, 'notas.tmp'), 'x');
    await utimes(join(shard, 'notas.tmp'), hourAgo, hourAgo);

    expect(await removeStrayTemporaryFiles(dir, { olderThanMs: 60_000 })).toBe(2);
    expect((await readdir(shard)).sort()).toEqual([key, `${key}.type`, fresh, 'notas.tmp'].sort());
    expect(await s.get(key)).toEqual({ bytes: bytes(7), contentType: 'application/pdf' });
    expect(await readdir(join(dir, 'otra'))).toHaveLength(1);
  });

  it('finds nothing to do in a folder that does not exist yet', async () => {
    expect(await removeStrayTemporaryFiles(join(dir, 'no-existe'), { olderThanMs: 0 })).toBe(0);
  });
});
