import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { type Cabeceras, cabecerasPlanas } from './light-reply.ts';

const gzipAsync = promisify(gzip);
/** Below this a gzip reply is not smaller enough to pay for itself (hono's compress default). */
const UMBRAL = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function aceptaGzip(header: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * gzip for the API's replies on Node (Workers compress by themselves). hono's compress
 * middleware, which did this before, cannot see a JSON body's size (c.json sets no
 * Content-Length), so it streamed every reply through a CompressionStream, a 192-byte health
 * check included. Here a JSON body is measured first: under 1 KB it goes as it is, above it is
 * gzipped in zlib's thread pool. Other compressible bodies (CSV exports) are streamed through
 * gzip as they come, so a large export never waits whole in memory.
 */
/**
 * A reply's headers read and changed where they are: the plain object of a light reply (the API's
 * finished replies on Node, ADR 0032), which `res.headers` would turn into an undici `Headers`.
 */
class Vista {
  constructor(
    readonly plano: Cabeceras | undefined,
    readonly res: Response,
  ) {}
  get(k: string): string | null {
    if (!this.plano) return this.res.headers.get(k);
    const v = this.plano[k];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  }
  has(k: string): boolean {
    return this.plano ? k in this.plano : this.res.headers.has(k);
  }
  set(k: string, v: string): void {
    if (this.plano) this.plano[k.toLowerCase()] = v;
    else this.res.headers.set(k, v);
  }
  delete(k: string): void {
    if (this.plano) delete this.plano[k];
    else this.res.headers.delete(k);
  }
  /** What a new Response takes as its headers. */
  get init(): HeadersInit {
    return (this.plano as Record<string, string> | undefined) ?? this.res.headers;
  }
}

export async function compressApiReply(req: Request, res: Response): Promise<Response> {
  // Only status and headers are read until a body is to be compressed: reading `body` would turn
  // @hono/node-server's light Response into a full one and lose its fast path.
  if (req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return res;
  const h = new Vista(cabecerasPlanas(res), res);
  const type = h.get('content-type') ?? '';
  if (h.has('content-encoding') || h.has('transfer-encoding') || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return res;
  if (NO_TRANSFORM.test(h.get('cache-control') ?? '')) return res;
  const length = h.get('content-length');
  if (length !== null && Number(length) < UMBRAL) return res;
  const vary = h.get('vary');
  if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
    h.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!aceptaGzip(req.headers.get('accept-encoding') ?? '')) return res;
  // The reply is replaced by one made here: its headers object moves to it instead of being copied
  // (a copy validates every header again; a kept reply's gzip form goes out this way each time).
  const headers = h;
  if (type.startsWith('application/json')) {
    const etag = res.status === 200 ? h.get('etag') : null;
    if (etag && !etag.startsWith('W/')) {
      // A strong ETag names these exact bytes (public-cache.ts hashes the body): their gzip form is
      // made once, not per reply (a public register page gzipped for each of 100 readers).
      const kept = porEtag.get(etag);
      if (kept) return comprimida(await kept, res.status, headers);
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < UMBRAL) return new Response(body, { status: res.status, headers: headers.init });
    const gz = gzipAsync(body).then((b) => new Uint8Array(b));
    if (etag && !etag.startsWith('W/')) guardar(etag, gz);
    return comprimida(await gz, res.status, headers);
  }
  if (!res.body) return res;
  headers.delete('content-length');
  return comprimida(res.body.pipeThrough(new CompressionStream('gzip')), res.status, headers);
}

/** gzip forms of strongly validated JSON bodies, by ETag; bounded, oldest first out. */
const porEtag = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const MAX_GUARDADAS = 500;

function guardar(etag: string, gz: Promise<Uint8Array<ArrayBuffer>>): void {
  porEtag.set(etag, gz);
  gz.catch(() => porEtag.delete(etag));
  if (porEtag.size > MAX_GUARDADAS) porEtag.delete(porEtag.keys().next().value as string);
}

function comprimida(body: BodyInit, status: number, headers: Vista): Response {
  headers.set('Content-Encoding', 'gzip');
  if (body instanceof Uint8Array) headers.set('Content-Length', String(body.byteLength));
  const etag = headers.get('etag');
  // The bytes differ from the identity form's: a strong validator would claim they are equal.
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return new Response(body, { status, headers: headers.init });
}
