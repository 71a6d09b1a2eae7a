import { getDb } from '../db/client.ts';
import type { PlatformEnv } from '../db/types.ts';
import type { Clock } from '../domain/context.ts';
import { validateSession } from '../domain/identidad/sesiones.ts';
import { todayIso } from '../domain/shared/fechas.ts';
import { type ClaveSello, loadSello } from '../domain/shared/sellos.ts';
import { cookieValue, SESSION_COOKIE } from './cookies.ts';
import { urlPath } from './digest.ts';
import { nodeZlib, preferredEncoding } from './encoding.ts';
import { copiaDeRender, copiaTalCual } from './rendered-copy.ts';
import { RendersEnCurso } from './renders-in-flight.ts';

/**
 * The per-session page cache (ADR 0025, 0028, 0067): every signed-in page, and the RSC payload
 * Waku's client navigation fetches for it, is kept for the session that rendered it and served
 * to that session again while nothing in the database changed. A render costs 7-20 ms of CPU
 * (React's RSC and HTML passes over the page's elements); a kept copy, the session check and
 * one shared stamp read.
 *
 * - Which requests: every GET of a page with a session cookie and no bearer token (pages read
 *   the cookie only), except the paths in NOT_KEPT. Only what page-security.ts stores is ever
 *   served: a 200 HTML page or RSC payload without Set-Cookie; a redirect, a 404, an error or
 *   anything else is rendered every time.
 * - Key: the full URL (host, path, query), the whole Cookie header (the session token, the
 *   consent cookie and any remembered list query) and, for an RSC payload, the layouts the
 *   client says it holds (Waku leaves those out of the reply): another session or user never
 *   gets the copy, nor the same session with other cookies.
 * - Version, read before the render and again for every request: the session is verified first
 *   (its row, expiry and user, as every signed-in request does: a signed-out or revoked session
 *   is never answered from here), then the session id, the user id, the `datos` change stamp
 *   (ADR 0017, 0067: triggers move it with every write to any table a signed-in page can show,
 *   from any process, in the same transaction), the `sesiones` stamp (the session rows' changes
 *   but their last use) and Madrid's date. A copy is served only under the version it was
 *   rendered under, so a page whose render writes is rendered again each time.
 * - The reply is the rendered one: same status and headers (`no-store` included); a page's CSP
 *   lists the hashes of its inline scripts instead of a nonce, as the anonymous cache does.
 * Each process and Worker isolate holds its own copies; none is needed for correctness.
 */

/**
 * Pages never kept: what they show is not (only) in the database under the `datos` stamp. The
 * development mailbox (/dev/correo) shows the outbox, whose send state no stamp follows.
 */
const NOT_KEPT: readonly RegExp[] = [/^\/dev(\/|$)/];

/** The stamps of the version: every write a page can show, and the sessions' own changes. */
const SELLOS: readonly ClaveSello[] = ['datos', 'sesiones'];

/** Bounds per process: copies, and bytes kept (a gzip form ~10-25 KB; as rendered, where zlib is missing, ~60-120 KB). */
const MAX_ENTRIES = 400;
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * A copy's life whatever the stamps say: the render reads the instance through its own 10 s
 * cache (domain/instancias.ts), so a copy may carry branding up to 10 s old; it is not kept
 * longer than that again (ADR 0014's bound for branding on anonymous pages). The same bound
 * holds for what a page derives from the hour rather than the day (an invitation that expires
 * at noon shows as expired at most 10 s late).
 */
const TTL_MS = 10_000;

/**
 * A kept copy holds one form of the body: its gzip form where zlib is at hand (a sixth of the
 * page's bytes; every browser takes it, and the rare client that does not gets it inflated on
 * the way out), else the bytes as rendered. Keeping both held ~85 % more memory for a form
 * browsers never ask for: 400 copies filled the 32 MB bound (ADR 0071).
 */
type Entry = {
  version: string;
  until: number;
  headers: Record<string, string>;
} & ({ gzip: Uint8Array<ArrayBuffer>; identity?: undefined } | { identity: Uint8Array<ArrayBuffer>; gzip?: undefined });

const entries = new Map<string, Entry>();
let bytes = 0;

const entryBytes = (e: Entry) => (e.gzip ?? e.identity).byteLength;

/** Stores `e` as the newest copy, dropping the oldest while past either bound. */
function keep(key: string, e: Entry): void {
  forget(key);
  entries.set(key, e);
  bytes += entryBytes(e);
  while (entries.size > MAX_ENTRIES || (bytes > MAX_BYTES && entries.size > 1)) {
    forget(entries.keys().next().value as string);
  }
}

function forget(key: string): void {
  const old = entries.get(key);
  if (!old) return;
  entries.delete(key);
  bytes -= entryBytes(old);
}

/** A request for a page this cache keeps: its key and session token. */
interface SessionPageKey {
  key: string;
  token: string;
}

/** Waku's client router names the layouts it already holds in this header of an RSC request. */
const ROUTER_SKIP_HEADER = 'x-waku-router-skip';

const RSC_PAGE = /^\/RSC\/R(\/.*)\.txt$/;

/**
 * The page a path shows: itself, or for the RSC payload of a client navigation
 * (`/RSC/R/<page>.txt`, Waku's router) that page, so NOT_KEPT names each page once.
 */
export function pageOfPath(path: string): string {
  const rsc = RSC_PAGE.exec(path);
  return rsc ? (rsc[1] as string) : path;
}

/** Whether a path is the RSC payload of a client navigation (Waku serves it as text/plain). */
export const isRscPath = (path: string): boolean => RSC_PAGE.test(path);

/** The key of a request for a page this cache keeps; null otherwise. */
export function sessionPageKey(req: Request): SessionPageKey | null {
  // GET only: a HEAD's render has no body to keep for the GETs after it; a POST is an action.
  if (req.method !== 'GET') return null;
  const path = urlPath(req.url).path;
  if (path === '/api' || path.startsWith('/api/')) return null;
  const page = pageOfPath(path);
  if (NOT_KEPT.some((re) => re.test(page))) return null;
  // Pages read the session from the cookie only; a bearer token is the API's.
  if (req.headers.has('authorization')) return null;
  const cookie = req.headers.get('cookie');
  const token = cookieValue(cookie, SESSION_COOKIE);
  if (!token) return null;
  return { key: `${req.url}\n${cookie}\n${req.headers.get(ROUTER_SKIP_HEADER) ?? ''}`, token };
}

const clockAt = (now: number): Clock => ({ now: () => new Date(now) });

/**
 * The version a page of this session is at now, or null when the session is not valid (the
 * page then renders, and its guard sends the visitor to sign in).
 */
export async function sessionPageVersion(k: SessionPageKey, env: unknown, now = Date.now()): Promise<string | null> {
  const db = getDb(env && typeof env === 'object' && 'DB' in env ? (env as PlatformEnv) : {});
  const sesion = await validateSession(db, k.token, clockAt(now));
  if (!sesion) return null;
  // One shared read of every stamp (sellos.ts).
  const sellos = await Promise.all(SELLOS.map((clave) => loadSello(db, clave)));
  return `${sesion.id}|${sesion.usuario.id}|${sellos.join('|')}|${todayIso(new Date(now))}`;
}

/** The kept reply; gzip when the client takes it, as the Node server compresses a rendered page. */
function reply(e: Entry, req: Request): Response {
  const encoding = preferredEncoding(req.headers.get('accept-encoding'), { br: false, gzip: !!e.gzip });
  const body = e.identity ?? (encoding === 'gzip' ? e.gzip : inflate(e.gzip));
  const headers: Record<string, string> = { ...e.headers, 'content-length': String(body.byteLength) };
  if (encoding) headers['content-encoding'] = encoding;
  // workerd would compress a body that names its encoding again unless told it is done.
  const init = { headers, ...(encoding ? { encodeBody: 'manual' } : {}) };
  return new Response(body, init as ResponseInit);
}

/**
 * Renders under way, by key: requests of the same session for the same page that arrive while
 * one render is under way wait for it instead of each rendering it (a double click, a prefetch
 * and its navigation, or 20 connections at once). A waiter takes the stored copy only when its
 * own version, read after it arrived, is the copy's; otherwise it renders. A render that stores
 * nothing (a redirect, a 404, an error) releases them at once, one that never ends after WAIT_MS.
 */
const WAIT_MS = 10_000;
const renders = new RendersEnCurso<Entry>(WAIT_MS);

/** page-security.ts: the render of `key` ended without storing a copy. */
export function sessionRenderEnded(key: string): void {
  renders.settle(key, null);
}

/**
 * The kept reply for this request, or null to render it (not a kept page, no valid session,
 * nothing kept, or kept under another version: a write, a permission change, another day).
 */
export async function sessionCachedPage(req: Request, env: unknown, now = Date.now()): Promise<Response | null> {
  const k = sessionPageKey(req);
  if (!k) return null;
  const e = entries.get(k.key);
  if (!e && !renders.has(k.key)) {
    // Nothing kept and nobody rendering it: this request renders it.
    renders.start(k.key, now);
    return null;
  }
  const version = await sessionPageVersion(k, env, now);
  if (version === null) return null;
  if (e && e.version === version && e.until > now) return reply(e, req);
  if (e && entries.get(k.key) === e) forget(k.key);
  const render = renders.get(k.key);
  if (render && now - render.since <= WAIT_MS) {
    const stored = await render.done;
    return stored && stored.version === version && stored.until > now ? reply(stored, req) : null;
  }
  renders.start(k.key, now);
  return null;
}

/**
 * The gzip form, made in zlib's thread pool before the copy is served: served uncompressed
 * meanwhile, the render's own reply went through the server's gzip stream on the event loop
 * (a second compression of the same bytes) and the requests waiting for it got ~90 KB each.
 * Undefined where zlib is not at hand.
 */
function gzipForm(identity: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const z = nodeZlib();
  if (!z) return Promise.resolve(undefined);
  return new Promise((resolve) => z.gzip(identity, (err, gz) => resolve(err ? undefined : new Uint8Array(gz))));
}

/** The bytes as rendered of a copy kept in its gzip form (kept only where zlib is at hand). */
function inflate(gzip: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  return new Uint8Array((nodeZlib() as NonNullable<ReturnType<typeof nodeZlib>>).gunzipSync(gzip));
}

/**
 * Keeps a freshly rendered page or RSC payload (status 200, no Set-Cookie: page-security.ts
 * checks) under the version read before its render, and answers the request from the kept copy.
 * `csp` builds a page's policy from the hashes of its inline scripts; null for an RSC payload,
 * which is data, not a document, and is kept as rendered.
 */
export async function storeSessionPage(
  key: string,
  req: Request,
  rendered: Response,
  csp: ((hashes: string[]) => string) | null,
  version: string,
  now = Date.now(),
): Promise<Response> {
  const { identity, headers } = csp ? await copiaDeRender(rendered, csp) : await copiaTalCual(rendered);
  // The Node server's compression adds it to a rendered reply; the kept one says the same.
  if (!/accept-encoding/i.test(headers.vary ?? ''))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const gzip = await gzipForm(identity);
  const e: Entry = gzip ? { version, until: now + TTL_MS, headers, gzip } : { version, until: now + TTL_MS, headers, identity };
  keep(key, e);
  renders.settle(key, e);
  return reply(e, req);
}

/** Tests: forget every kept page. */
export function clearSessionPageCache(): void {
  entries.clear();
  bytes = 0;
  renders.settleAll();
}

/** Tests and measurements: how many copies and bytes are kept now. */
export function sessionPageCacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes };
}
