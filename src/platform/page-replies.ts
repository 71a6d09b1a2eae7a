import type { MiddlewareHandler } from 'hono';
import { getContext } from 'hono/context-storage';
import { servePagesWith } from '../components/page/page-request.ts';
import { SESSION_COOKIE } from './cookies.ts';
import { pageInstancia } from './page-context.ts';

/** The request variable the not-found view sets. */
const NOT_FOUND = 'paginaNoEncontrada';
type PageEnv = { Variables: { [NOT_FOUND]: boolean } };

/**
 * Called by the not-found view (components/status/not-found.tsx, through page-request.ts) as it renders: the HTML reply
 * of this request then answers 404. Every page that shows it for a record that does not exist
 * (/solicitudes/abc, /usuario/99999999…) answers 404 so, with no code of its own. Waku's
 * unstable_notFound() would answer 404 too, but with an empty body the browser cannot revive.
 */
function markNotFound(): void {
  try {
    getContext<PageEnv>().set(NOT_FOUND, true);
  } catch {
    // Rendered outside a request (a static build): no reply to mark.
  }
}

// The page components' view of the request (components/page/page-request.ts): loaded with the
// server entry's middleware, so before any page renders.
servePagesWith({ instanciaNombre: async () => (await pageInstancia()).nombre, markNotFound });

const hasSessionCookie = (cookie: string | undefined) =>
  (cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * Page replies (the API sets its own): a request that carries the session cookie gets
 * `Cache-Control: no-store` (a signed-in page is never stored by a browser or a shared cache),
 * and an HTML page that rendered the not-found view answers 404. Pages have no Suspense
 * boundary around their content, so the page has rendered by the time the reply's head is
 * ready (Waku waits for React's shell).
 */
export const pageReplies = (): MiddlewareHandler<PageEnv> => async (c, next) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
  await next();
  const signedIn = hasSessionCookie(c.req.header('cookie'));
  const notFound = c.get(NOT_FOUND) === true && !!c.res.headers.get('content-type')?.includes('text/html');
  if (!signedIn && !notFound) return;
  const headers = new Headers(c.res.headers);
  if (signedIn) headers.set('Cache-Control', 'no-store');
  c.res = new Response(c.res.body, { status: notFound ? 404 : c.res.status, headers });
};
