import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressApiReply } from './api-compression.ts';

const req = (accept?: string, method = 'GET') =>
  new Request('http://localhost/api/x', { method, headers: accept ? { 'accept-encoding': accept } : {} });
const json = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'content-type': 'application/json', ...headers } });
const big = JSON.stringify({ Registros: Array.from({ length: 200 }, (_, i) => ({ Id: i, Nombre: `Provincia ${i}` })) });

describe('compressApiReply', () => {
  it('gzips a JSON body of 1 KB or more for a client that takes gzip, with Vary and a weak ETag', async () => {
    const res = await compressApiReply(req('gzip, br'), json(big, { etag: '"abc"' }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"abc"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(gunzipSync(bytes).toString()).toBe(big);
  });

  it('sends a small JSON body as it is (no chunked gzip of a 192-byte reply)', async () => {
    const res = await compressApiReply(req('gzip'), json('{"estado":"ok"}'));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('{"estado":"ok"}');
  });

  it('leaves the body alone for a client without gzip, a HEAD, a 304 or an encoded body', async () => {
    for (const [r, res] of [
      [req(), json(big)],
      [req('br;q=1, gzip;q=0'), json(big)],
      [req('gzip', 'HEAD'), json(big)],
      [req('gzip'), new Response(null, { status: 304 })],
      [req('gzip'), json(big, { 'content-encoding': 'br' })],
    ] as const) {
      const out = await compressApiReply(r, res);
      expect(out.headers.get('content-encoding')).toBe(res.headers.get('content-encoding'));
    }
  });

  it('streams other compressible bodies (a CSV export) through gzip without reading them whole', async () => {
    const csv = 'a;b\n'.repeat(2000);
    const res = await compressApiReply(req('gzip'), new Response(csv, { headers: { 'content-type': 'text/csv' } }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-length')).toBeNull();
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString()).toBe(csv);
  });

  it('never touches a file that is not compressible (a PDF)', async () => {
    const res = await compressApiReply(req('gzip'), new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }));
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
  it('gzips a strongly validated body once per ETag: a new version (new ETag) gets its own', async () => {
    const gz = async (body: string, etag: string) =>
      gunzipSync(new Uint8Array(await (await compressApiReply(req('gzip'), json(body, { etag }))).arrayBuffer())).toString();
    const v2 = big.replace('Provincia 0', 'Provincia cero');
    expect(await gz(big, '"v1"')).toBe(big);
    // The same ETag names the same bytes (public-cache.ts hashes the body): its gzip is reused.
    expect(await gz(v2, '"v1"')).toBe(big);
    expect(await gz(v2, '"v2"')).toBe(v2);
    // Weak or absent validators are never trusted for that.
    expect(await gz(v2, 'W/"v1"')).toBe(v2);
  });
});
