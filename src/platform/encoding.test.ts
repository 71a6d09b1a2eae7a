import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Precompressed, precompressedReply, preferredEncoding } from './encoding.ts';

const both = { br: true, gzip: true };

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and needs the header', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('gzip', both)).toBe('gzip');
    expect(preferredEncoding(undefined, both)).toBeNull();
    expect(preferredEncoding('identity', both)).toBeNull();
  });

  it('honours q=0 and the forms that exist', () => {
    expect(preferredEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredEncoding('br', { br: false, gzip: true })).toBeNull();
    expect(preferredEncoding('*', { br: false, gzip: true })).toBe('gzip');
  });
});

describe('precompressedReply', () => {
  const identity = new TextEncoder().encode('<svg>'.repeat(50));
  const stored: Precompressed = {
    etag: '"v1"',
    headers: { 'Content-Type': 'image/svg+xml', ETag: '"v1"' },
    identity,
    gzip: new Uint8Array(gzipSync(identity)),
  };
  const get = (headers: Record<string, string> = {}) => precompressedReply(stored, new Request('http://x/f.svg', { headers }));

  it('gives each form its own length, whichever form went out first', async () => {
    // The server writes a computed length into the headers object it is handed: a shared
    // object would carry the first form's length to the next.
    for (const accept of [undefined, 'gzip', undefined, 'gzip']) {
      const res = get(accept ? { 'accept-encoding': accept } : {});
      const body = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(body.byteLength));
      expect(res.headers.get('content-encoding')).toBe(accept ?? null);
    }
    expect(stored.headers).toEqual({ 'Content-Type': 'image/svg+xml', ETag: '"v1"' });
  });

  it('answers 304 without a body to a client that holds this version', () => {
    const res = get({ 'if-none-match': '"v1"' });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('"v1"');
  });
});
