import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { todayIso } from '../../domain/shared/fechas.ts';
import { type ClaveSello, loadSello, MemoPorSello } from '../../domain/shared/sellos.ts';
import { sha256Base64 } from '../../platform/digest.ts';
import type { ApiEnv } from '../types.ts';

interface Reply {
  /** UTF-8 bytes, encoded once: a kept reply is written as is to every reader. */
  body: Uint8Array<ArrayBuffer>;
  /** The handler's own headers (Last-Modified, Link, Content-Disposition), sent with every kept copy. */
  headers: [string, string][];
  etag: string;
  contentType: string;
  /** What the handler asked caches to do; the default below when it said nothing. */
  cacheControl: string | null;
}

async function etagOf(body: string): Promise<string> {
  return `"${(await sha256Base64(body)).slice(0, 27)}"`;
}

/**
 * Whether If-None-Match names this version. Weak comparison (RFC 9110 §13.1.2): a gzipped reply
 * goes out with the ETag made weak (W/"…"), and the browser sends it back that way.
 */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

const VARY = 'Cookie, Authorization, X-Instancia';
/** What a handler says of its reply beyond the body, kept with it for the copies served from memory. */
const KEPT_HEADERS = ['last-modified', 'link', 'content-disposition'];

/**
 * 304 when the caller already holds this version (If-None-Match), else the body. `previa`: the
 * handler's reply when it just ran (its headers stay, under these). The headers are a plain
 * object: on Node the reply goes to the socket without an undici `Headers` (ADR 0032).
 */
function answer(c: Context<ApiEnv>, s: Reply, previa?: Headers): Response {
  const h: Record<string, string> = Object.fromEntries(s.headers);
  previa?.forEach((v, k) => {
    h[k] = v;
  });
  h.etag = s.etag;
  h['cache-control'] = c.get('actor')
    ? 'private, no-cache'
    : (s.cacheControl ?? 'public, max-age=60, stale-while-revalidate=600');
  h.vary = h.vary ? `${h.vary}, ${VARY}` : VARY;
  if (matches(c.req.header('if-none-match'), s.etag)) return new Response(null, { status: 304, headers: h });
  h['content-type'] = s.contentType;
  return new Response(s.body, { status: 200, headers: h });
}

const utf8 = new TextEncoder();

/** Anonymous replies kept in memory: few keys (public paths), bodies up to 2 MB. */
const memo = new MemoPorSello<string, Reply>(100);
const MEMO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Public reads: an ETag on every reply (a repeated read answers 304 without the body), a minute
 * in shared caches (browsers, a CDN in front of the Worker) for anonymous callers, whose replies
 * are public by construction. A signed-in caller may see more (e.g. manuals that are not
 * public), so those replies stay private and are never kept.
 *
 * `sello`: the anonymous reply is also kept in process memory under that change stamp (ADR
 * 0017), so a repeated read costs one read of the stamp instead of the handler's queries;
 * 'fijo' for replies built from data in the code (the INE provinces), which only a deploy
 * changes. `porDia`: the reply also depends on today's date (the register lists what is in force
 * today), so the kept copy is keyed by the day as well.
 */
export const publicCache = (opts: { sello?: ClaveSello | 'fijo'; porDia?: boolean } = {}) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const memoable = opts.sello !== undefined && c.req.method === 'GET' && !c.get('actor');
    let sello = 0;
    let key = '';
    if (memoable) {
      sello = opts.sello === 'fijo' ? 1 : await loadSello(c.get('db'), opts.sello as ClaveSello);
      const url = c.req.url;
      key = `${c.get('instancia').id} ${url.slice(url.indexOf('/', url.indexOf('//') + 2))}`;
      if (opts.porDia) key = `${todayIso(c.get('clock').now())} ${key}`;
      const hit = sello > 0 ? memo.get(c.get('db'), key, sello) : undefined;
      if (hit) return answer(c, hit);
    }
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    // A reply its handler marks no-store (the certificate verification, counted per lookup) or a
    // binary one (a PDF) is neither kept nor re-read as text: it goes out as the handler made it.
    const type = c.res.headers.get('content-type');
    if (/no-store/.test(c.res.headers.get('cache-control') ?? '') || (type && !/json|text|xml/.test(type))) return;
    const text = await c.res.text();
    const body = utf8.encode(text) as Uint8Array<ArrayBuffer>;
    const reply: Reply = {
      body,
      etag: await etagOf(text),
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      cacheControl: c.res.headers.get('cache-control'),
      headers: KEPT_HEADERS.flatMap((k) => {
        const v = c.res.headers.get(k);
        return v === null ? [] : [[k, v] as [string, string]];
      }),
    };
    if (memoable && sello > 0 && body.byteLength <= MEMO_MAX_BYTES) memo.set(c.get('db'), key, sello, reply);
    const previa = c.res.headers;
    // Unset first: Hono's setter would rebuild the new reply from its body (ADR 0027, 0032).
    c.res = undefined as unknown as Response;
    c.res = answer(c, reply, previa);
  });
