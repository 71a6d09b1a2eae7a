import { assertStorageKey, type Storage, type StoredObject } from '../../domain/shared/storage.ts';

/**
 * A storage that keeps the bytes in this process's memory: where no deployment's storage is
 * given (the demo seeded without files, as tests seed it), files are still attached the way
 * users attach them, so the rules that need a file hold; the bytes last as long as the process.
 */
export function memoryStorage(): Storage {
  const objetos = new Map<string, StoredObject>();
  return {
    put: async (key, bytes, contentType) => {
      assertStorageKey(key);
      objetos.set(key, { bytes: bytes.slice(), contentType });
    },
    get: async (key) => {
      assertStorageKey(key);
      return objetos.get(key) ?? null;
    },
    delete: async (key) => {
      assertStorageKey(key);
      objetos.delete(key);
    },
  };
}
