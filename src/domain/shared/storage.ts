/**
 * The file storage port, declared here so the domain needs nothing from the platform (ADR 0040):
 * bytes by server-generated key. The platform implements it twice (src/platform/storage), a local
 * folder (Node) and an R2 bucket (Workers); metadata lives in the `ficheros` table.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface Storage {
  /** Stores `bytes` under `key`, replacing whatever was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are 128 random bits in hex: unguessable, and safe as a file or object name. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newStorageKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Adapters refuse anything but our own keys, so no caller can smuggle a path in. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Clave de almacenamiento no válida: ${JSON.stringify(key).slice(0, 80)}`);
}
