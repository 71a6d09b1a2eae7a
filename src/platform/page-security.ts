import type { Context, MiddlewareHandler, Next } from 'hono';
import { forgetPage, pageCacheKey, storePage } from './page-cache.ts';
import { isRscPath, sessionPageKey, sessionPageVersion, sessionRenderEnded, storeSessionPage } from './page-cache-session.ts';
import { pageVersion } from './page-versions.ts';
import { freedWhenRead, takeRenderSlot } from './render-slots.ts';
import { ScriptTagScanner } from './script-tags.ts';
import { staticSecurityHeaders } from './static-headers.ts';

/** Pages that exist to say "not found": served as documents, they answer 404 like any unknown path. */
const NOT_FOUND_PAGES = new Set(['/404', '/error404']);

/** Paths an embedding partner site may frame (the register widget); everything else: none. */
const FRAMEABLE = [/^\/widget(\/|$)/];

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Adds the nonce to every real <script> start tag of a streamed HTML page. Waku 0.27 renders
 * its bootstrap and RSC payload as inline scripts without a nonce, so the nonce is added here;
 * text that merely looks like a tag (inside a script's payload) never gets it (script-tags.ts).
 */
export function injectNonce(body: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const scanner = new ScriptTagScanner(nonce);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const out = scanner.push(decoder.decode(chunk, { stream: true }));
        if (out) controller.enqueue(encoder.encode(out));
      },
      flush(controller) {
        const rest = scanner.push(decoder.decode()) + scanner.end();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
}

/**
 * The CSP of a page: its scripts are allowed by a per-response nonce (`'nonce-…'`) or, for a
 * page served from the anonymous page cache, by the hashes of its inline scripts
 * (`'sha256-…'`, ADR 0014). Module scripts from our origin are allowed by 'self'.
 */
export function contentSecurityPolicy(scriptSources: string | string[], frameable: boolean): string {
  const sources = Array.isArray(scriptSources) ? scriptSources : [`'nonce-${scriptSources}'`];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...sources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: fonts: the calendar component (FullCalendar) embeds its small icon font in its styles.
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? '*' : "'none'"}`,
  ].join('; ');
}

const isFrameable = (path: string) => FRAMEABLE.some((re) => re.test(path));

/**
 * Security headers for pages (the API sets its own), and in production a CSP: a nonce per
 * response, or script hashes when the page goes into the anonymous page cache (page-cache.ts).
 */
export const pageSecurity = (opts: { csp: boolean }) => (): MiddlewareHandler => async (c, next) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
  // A page reaching here is rendered: it takes one of the process's render slots (render-slots.ts)
  // until its body has been read for keeping, or its reply starts for a page streamed as it renders.
  const free = await takeRenderSlot();
  try {
    await securedRender(c, next, opts, free);
  } finally {
    free();
  }
};

async function securedRender(c: Context, next: Next, opts: { csp: boolean }, free: () => void): Promise<void> {
  // The cache serves what production builds render; the dev server's pages change on every edit.
  const cacheKey = opts.csp ? pageCacheKey(c.req.raw) : null;
  // Read before rendering: the copy is stored under the version its data is at least as new as.
  const version = cacheKey ? await pageVersion(c.req.path, c.env) : undefined;
  // A signed-in page or its RSC payload, kept per session (page-cache-session.ts): its version,
  // read before the render too.
  const sessionKey = opts.csp && !cacheKey ? sessionPageKey(c.req.raw) : null;
  const sessionVersion = sessionKey ? await sessionPageVersion(sessionKey, c.env) : null;
  try {
    await next();
  } catch (err) {
    // Requests waiting for this render (page-cache-session.ts) render their own.
    if (sessionKey) sessionRenderEnded(sessionKey.key);
    throw err;
  }
  const frameable = isFrameable(c.req.path);
  const headers = new Headers(c.res.headers);
  for (const [name, value] of Object.entries(staticSecurityHeaders(frameable))) headers.set(name, value);
  const isHtml = headers.get('content-type')?.includes('text/html');
  let body: ReadableStream<Uint8Array> | null = c.res.body;
  const status = isHtml && NOT_FOUND_PAGES.has(c.req.path) ? 404 : c.res.status;
  // The RSC payload of a client navigation (Waku's router): kept per session like its page.
  const keepable = !!body && status === 200 && !headers.has('set-cookie');
  // A body read whole to be kept frees the render slot when read, before compression and storage.
  const kept = () => new Response(freedWhenRead(body as ReadableStream<Uint8Array>, free), { status, headers });
  if (keepable && sessionKey && sessionVersion !== null && !isHtml && isRscPath(c.req.path)) {
    c.res = await storeSessionPage(sessionKey.key, c.req.raw, kept(), null, sessionVersion);
    return;
  }
  if (opts.csp && isHtml) {
    if (keepable && cacheKey) {
      c.res = await storePage(
        cacheKey,
        c.req.raw,
        kept(),
        (hashes) => contentSecurityPolicy(hashes, frameable),
        Date.now(),
        version,
      );
      return;
    }
    if (keepable && sessionKey && sessionVersion !== null) {
      c.res = await storeSessionPage(
        sessionKey.key,
        c.req.raw,
        kept(),
        (hashes) => contentSecurityPolicy(hashes, frameable),
        sessionVersion,
      );
      return;
    }
    const nonce = randomNonce();
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, frameable));
    if (body) body = injectNonce(body, nonce);
    headers.delete('content-length');
  }
  if (cacheKey) forgetPage(cacheKey);
  if (sessionKey) sessionRenderEnded(sessionKey.key);
  c.res = new Response(body as BodyInit | null, { status, headers });
}
