import { getDb } from '../db/client.ts';
import type { PlatformEnv } from '../db/types.ts';
import type { Clock } from '../domain/context.ts';
import { validateSession } from '../domain/identidad/sesiones.ts';
import { todayIso } from '../domain/shared/fechas.ts';
import { type ClaveSello, loadSello } from '../domain/shared/sellos.ts';
import { cookieValue, SESSION_COOKIE } from './cookies.ts';
import { urlPath } from './digest.ts';
import { nodeZlib, preferredEncoding } from './encoding.ts';
import { copiaDeRender, guardarAcotado } from './rendered-copy.ts';
import { RendersEnCurso } from './renders-in-flight.ts';

/**
 * The per-session page cache (ADR 0025, 0028): the self-assessment area's board and standards
 * list, and the intake lists (/solicitudes, /solicitantes), are kept for the session that
 * rendered them and served to that session again while nothing they show changed. Rendering one
 * cost 10-20 ms of CPU (the RSC and HTML of ~300 elements), and issues 12 and 14 ask for p99 <
 * 100-200 ms at 20 connections.
 *
 * - Key: the full URL (host, path, query) and the whole Cookie header, so the session token,
 *   the consent cookie and any remembered list query are all part of it: another session or
 *   user never gets the copy, nor the same session with other cookies.
 * - Version, read before the render and again for every request: the session is verified first
 *   (its row, expiry and user, as every signed-in request does: a signed-out or revoked session
 *   is never answered from here), then the user's id, the change stamps of what the page shows
 *   (ADR 0017: triggers bump them with every write, from any process; `identidad` always, then
 *   `catalogo` and `autoevaluacion` for the board (migration 0023), `solicitudes` for the
 *   intake lists (migration 0025)) and Madrid's date. A copy is served only under the version
 *   it was rendered under.
 * - The reply is the rendered one: same status and headers (`no-store` included), with a CSP
 *   listing the hashes of its inline scripts instead of a nonce, as the anonymous cache does.
 * Each process and Worker isolate holds its own copies; none is needed for correctness.
 */
const PAGES: { path: RegExp; sellos: readonly ClaveSello[] }[] = [
  { path: /^\/autoevaluacion\/\d{1,9}\/(progreso|estandares)$/, sellos: ['identidad', 'catalogo', 'autoevaluacion'] },
  // The intake lists: requests and applicant centres (ADR 0028).
  { path: /^\/(solicitudes|solicitantes)$/, sellos: ['identidad', 'solicitudes'] },
];
/** ~60-100 KB of HTML a copy plus its compressed forms. */
const MAX_ENTRIES = 200;
/**
 * A copy's life whatever the stamps say: the render reads the instance through its own 10 s
 * cache (domain/instancias.ts), so a copy may carry branding up to 10 s old; it is not kept
 * longer than that again (ADR 0014's bound for branding on anonymous pages).
 */
const TTL_MS = 10_000;

interface Entry {
  version: string;
  until: number;
  headers: Record<string, string>;
  identity: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

const entries = new Map<string, Entry>();

/** A request for a page this cache keeps: its key, session token and the stamps of what it shows. */
interface SessionPageKey {
  key: string;
  token: string;
  sellos: readonly ClaveSello[];
}

/** The key of a request for a page this cache keeps; null otherwise. */
export function sessionPageKey(req: Request): SessionPageKey | null {
  // GET only: a HEAD's render has no body to keep for the GETs after it.
  if (req.method !== 'GET') return null;
  const path = urlPath(req.url).path;
  const page = PAGES.find((p) => p.path.test(path));
  if (!page) return null;
  // Pages read the session from the cookie only; a bearer token is the API's.
  if (req.headers.has('authorization')) return null;
  const cookie = req.headers.get('cookie');
  const token = cookieValue(cookie, SESSION_COOKIE);
  if (!token) return null;
  return { key: `${req.url}\n${cookie}`, token, sellos: page.sellos };
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
  // One shared read of every stamp (sellos.ts), however many this page names.
  const sellos = await Promise.all(k.sellos.map((clave) => loadSello(db, clave)));
  return `${sesion.id}|${sesion.usuario.id}|${sellos.join('|')}|${todayIso(new Date(now))}`;
}

/** The kept reply; gzip when the client takes it, as the Node server compresses a rendered page. */
function reply(e: Entry, req: Request): Response {
  const encoding = preferredEncoding(req.headers.get('accept-encoding'), { br: false, gzip: !!e.gzip });
  const body = encoding === 'gzip' && e.gzip ? e.gzip : e.identity;
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
  if (e && entries.get(k.key) === e) entries.delete(k.key);
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

/**
 * Keeps a freshly rendered page (status 200, HTML, no Set-Cookie: page-security.ts checks) under
 * the version read before its render, and answers the request from the kept copy. `csp` builds
 * the policy from the hashes of the page's inline scripts.
 */
export async function storeSessionPage(
  key: string,
  req: Request,
  rendered: Response,
  csp: (hashes: string[]) => string,
  version: string,
  now = Date.now(),
): Promise<Response> {
  const { identity, headers } = await copiaDeRender(rendered, csp);
  // The Node server's compression adds it to a rendered page; the kept one says the same.
  if (!/accept-encoding/i.test(headers.vary ?? ''))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const e: Entry = { version, until: now + TTL_MS, headers, identity, gzip: await gzipForm(identity) };
  guardarAcotado(entries, key, e, MAX_ENTRIES);
  renders.settle(key, e);
  return reply(e, req);
}

/** Tests: forget every kept page. */
export function clearSessionPageCache(): void {
  entries.clear();
  renders.settleAll();
}
