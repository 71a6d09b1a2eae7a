import { assertStorageKey, type Storage } from '../../domain/shared/storage.ts';

/**
 * The part of a Worker's R2 binding this adapter uses, typed structurally so Node code
 * never imports the Workers types.
 */
export interface R2BucketLike {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

export function isR2Bucket(value: unknown): value is R2BucketLike {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.put === 'function' && typeof v.get === 'function' && typeof v.delete === 'function';
}

/** Storage in an R2 bucket; the content type travels as the object's HTTP metadata. */
export function r2Storage(bucket: R2BucketLike): Storage {
  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      await bucket.put(key, bytes, { httpMetadata: { contentType } });
    },
    async get(key) {
      assertStorageKey(key);
      const object = await bucket.get(key);
      if (!object) return null;
      return {
        bytes: new Uint8Array(await object.arrayBuffer()),
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      assertStorageKey(key);
      await bucket.delete(key);
    },
  };
}
