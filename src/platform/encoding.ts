export type Encoding = 'br' | 'gzip';

/** Whether the Accept-Encoding header admits `coding` (listed and not refused with q=0). */
function accepts(header: string, coding: Encoding): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The encoding to send a precompressed body in: brotli when the client takes it (smaller),
 * else gzip, else none. `available` says which forms exist.
 */
export function preferredEncoding(header: string | null | undefined, available: Record<Encoding, boolean>): Encoding | null {
  if (!header) return null;
  if (available.br && accepts(header, 'br')) return 'br';
  if (available.gzip && accepts(header, 'gzip')) return 'gzip';
  return null;
}

/** A reply body kept in memory (public files, cached pages) with its compressed forms. */
export interface Precompressed {
  etag: string;
  /** Every header but the body's length and encoding. */
  headers: Record<string, string>;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

/** The complete headers of each stored form, made once per form. */
const formHeaders = new WeakMap<Uint8Array, Record<string, string>>();

function headersOf(p: Precompressed, encoding: Encoding | null, body: Uint8Array): Record<string, string> {
  let headers = formHeaders.get(body);
  if (!headers) {
    // Content-Length is always given: @hono/node-server writes the length it computes *into*
    // the headers object it is handed, so an object shared by the forms without one went out
    // with the first form's length on the others (a client then waited for bytes that never came).
    headers = { ...p.headers, 'Content-Length': String(body.byteLength) };
    if (encoding) headers['Content-Encoding'] = encoding;
    formHeaders.set(body, headers);
  }
  return headers;
}

/** The reply for a stored body: 304 when the client holds it, else the best form it accepts. */
export function precompressedReply(p: Precompressed, req: Request): Response {
  if (req.headers.get('if-none-match') === p.etag) return new Response(null, { status: 304, headers: { ...p.headers } });
  const encoding = preferredEncoding(req.headers.get('accept-encoding'), { br: !!p.br, gzip: !!p.gzip });
  const body = encoding ? (p[encoding] as Uint8Array<ArrayBuffer>) : p.identity;
  // workerd compresses a body itself when the reply names a Content-Encoding, unless told the
  // bytes are already encoded ('manual'); without it the visitor got gzip inside gzip. Node
  // ignores the option.
  const init = { headers: headersOf(p, encoding, body), ...(encoding ? { encodeBody: 'manual' } : {}) };
  return new Response(req.method === 'HEAD' ? null : body, init as ResponseInit);
}

type Zlib = typeof import('node:zlib');

/**
 * node:zlib where the runtime has it (Node, and workerd with nodejs_compat), else null: the page
 * caches compress their copies with it in zlib's thread pool, off the event loop.
 */
export function nodeZlib(): Zlib | null {
  try {
    return (globalThis.process?.getBuiltinModule?.('node:zlib') as Zlib | undefined) ?? null;
  } catch {
    return null;
  }
}
