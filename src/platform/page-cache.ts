import { CONSENT_COOKIE } from '../components/layout/consent.ts';
import { sha256Base64, urlPath } from './digest.ts';
import { nodeZlib, type Precompressed, precompressedReply } from './encoding.ts';
import { sessionCachedPage, sessionPageKey } from './page-cache-session.ts';
import { isVersionedPage, pageVersion } from './page-versions.ts';
import { redireccionFija } from './redirects.ts';
import { copiaDeRender, guardarAcotado } from './rendered-copy.ts';
import { RendersEnCurso } from './renders-in-flight.ts';

/**
 * The anonymous page cache (ADR 0014). Public pages of fixed content are rendered once and
 * then served from memory to visitors without a session, already compressed, with a CSP that
 * lists the hashes of their inline scripts (a cached body cannot carry a fresh nonce).
 *
 * Only requests without any cookie but the consent one are cached, keyed by path and consent:
 * a signed-in request (the header shows the user's name and menu) is always rendered, so a
 * cached page never names anyone. An entry lives 10 s, the bound the instance cache already
 * sets for branding changes (domain/instancias.ts); the public manual pages show published
 * manuals, whose structure is frozen (ADR 0010). After that the next request renders it again
 * while the others keep getting the previous copy. Each process and Worker isolate holds its
 * own copies; none is ever needed for correctness.
 *
 * Versioned pages (page-versions.ts: the public register) are cached with their query, and a
 * copy is served only while the version it was rendered under is the one read for the request:
 * a revocation or the next day renders them anew at once, never after the TTL.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 200;

/** Pages whose HTML depends only on the instance and the consent cookie for a visitor without a session. */
const CACHEABLE = /^\/(inicio|quees|requisitos|modelo|decalogo|informacion|privacidad|manual|manual\/publico(\/\d{1,9})?)$/;

interface Entry extends Precompressed {
  until: number;
  /** When a request was let through to render it again (stale entries are served meanwhile). */
  refreshingSince: number | null;
  /** A versioned page's version when rendered (page-versions.ts). */
  version?: string;
}

const entries = new Map<string, Entry>();

/** The cache key of a request that may be answered from (or fill) the cache; null otherwise. */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET') return null;
  const { path, hasQuery } = urlPath(req.url);
  const versioned = isVersionedPage(path);
  if (!versioned && (hasQuery || !CACHEABLE.test(path))) return null;
  if (req.headers.has('authorization')) return null;
  const cookie = req.headers.get('cookie');
  let consent = false;
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.slice(0, part.indexOf('=')).trim();
      if (name !== CONSENT_COOKIE) return null;
      consent = true;
    }
  }
  const query = hasQuery ? req.url.slice(req.url.indexOf('?')) : '';
  return `${path}${query}|${consent ? 'c' : '-'}`;
}

/** First renders in progress (renders-in-flight.ts): a cold page is rendered once, not once per visitor. */
const firstRenders = new RendersEnCurso<Entry>(TTL_MS);

/**
 * The cached reply for this request; a promise of it while the page's first render is under way
 * (null when that render did not store it: render it then); or null to render it now (absent,
 * not cacheable, or stale with nobody rendering it yet: this request then renders and refills it).
 */
export function cachedPage(req: Request, now = Date.now(), env?: unknown): Response | Promise<Response | null> | null {
  const { path } = urlPath(req.url);
  const fija = redireccionFija(req.method, path);
  if (fija) return fija;
  const key = pageCacheKey(req);
  // A signed-in request may be for a page kept for its session (page-cache-session.ts, ADR 0067).
  if (!key) return sessionPageKey(req) ? sessionCachedPage(req, env, now) : null;
  const version = pageVersion(path, env, now);
  return version ? version.then((v) => lookup(key, req, now, v)) : lookup(key, req, now, undefined);
}

function lookup(key: string, req: Request, now: number, version: string | undefined) {
  let e = entries.get(key);
  if (e && e.version !== version) {
    // Rendered under another version (an accreditation changed, a day went by): never served.
    entries.delete(key);
    e = undefined;
  }
  if (!e) {
    const pending = firstRenders.get(key);
    if (pending && now - pending.since <= TTL_MS)
      return pending.done.then((stored) => (stored && stored.version === version ? precompressedReply(stored, req) : null));
    firstRenders.start(key, now);
    return null;
  }
  if (e.until <= now) {
    // One request renders anew; a render that never came back (an error) is retried after a TTL.
    if (e.refreshingSince === null || now - e.refreshingSince > TTL_MS) {
      e.refreshingSince = now;
      return null;
    }
  }
  return precompressedReply(e, req);
}

/**
 * Adds the gzip and brotli forms to a stored entry in zlib's thread pool: done in the request
 * that rendered the page, synchronously, they held the event loop for tens of milliseconds on
 * every refresh. Until they are ready the page goes uncompressed. Brotli at its best quality:
 * 8-9 % fewer bytes than quality 9 on the information pages, for 40-110 ms of a pool thread,
 * paid once per change of the page (a refresh that renders the same HTML keeps the old forms).
 */
function compressLater(entry: Entry): void {
  const z = nodeZlib();
  if (!z) return;
  z.gzip(entry.identity, { level: 9 }, (err, gz) => {
    if (!err) entry.gzip = new Uint8Array(gz);
  });
  const params = {
    [z.constants.BROTLI_PARAM_QUALITY]: z.constants.BROTLI_MAX_QUALITY,
    [z.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.byteLength,
  };
  z.brotliCompress(entry.identity, { params }, (err, br) => {
    if (!err) entry.br = new Uint8Array(br);
  });
}

/**
 * Stores a freshly rendered page under `key` and answers the request from the stored copy.
 * `csp` builds the policy from the hashes of the page's inline scripts.
 */
export async function storePage(
  key: string,
  req: Request,
  rendered: Response,
  csp: (hashes: string[]) => string,
  now = Date.now(),
  version?: string,
): Promise<Response> {
  const { html, identity, headers } = await copiaDeRender(rendered, csp);
  headers.vary = 'Cookie, Accept-Encoding';
  const etag = `"${(await sha256Base64(html)).slice(0, 27)}"`;
  headers.etag = etag;
  const entry: Entry = { headers, etag, identity, until: now + TTL_MS, refreshingSince: null, version };
  // A refresh (every TTL) mostly renders the same HTML: the same ETag means the same bytes, so the
  // compressed forms already made are kept instead of being made again.
  const previous = entries.get(key);
  if (previous?.etag === etag && previous.gzip && previous.br) {
    entry.gzip = previous.gzip;
    entry.br = previous.br;
  } else compressLater(entry);
  guardarAcotado(entries, key, entry, MAX_ENTRIES);
  firstRenders.settle(key, entry);
  return precompressedReply(entry, req);
}

/** Drops a page that no longer renders as a cacheable 200 (e.g. a manual made private). */
export function forgetPage(key: string): void {
  entries.delete(key);
  firstRenders.settle(key, null);
}

/** Tests: forget every cached page. */
export function clearPageCache(): void {
  entries.clear();
  firstRenders.settleAll();
}
