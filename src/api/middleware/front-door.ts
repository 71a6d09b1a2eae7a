import type { Context, MiddlewareHandler } from 'hono';
import { errores } from '../../i18n/errores.ts';
import { staticSecurityHeaders } from '../../platform/static-headers.ts';
import { errorResponse } from '../errors.ts';
import type { ApiEnv } from '../types.ts';
import { isAllowedHost } from './host.ts';
import { withoutTrailingSlash } from './trailing-slash.ts';

/**
 * The checks every request passes before anything else runs, pages and API alike, on Node and on
 * Workers (docs/decisions/0053-request-front-door.md): a host name this server does not answer
 * for gets 421 Misdirected Request (host.ts), and a path ending in `/` a 308 to the path without
 * it (trailing-slash.ts). 308 keeps the method and body, so a POST to `/api/x/` still posts.
 */

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * For the server entries (scripts/lib/node-server.ts, src/cloudflare.ts): the reply that ends a
 * page request at the door, or null to serve it. API paths are left to the API, which runs the
 * same checks as its first middleware (apiFrontDoor) and answers in its JSON envelope.
 */
export function pageFrontDoor(req: Request, env?: unknown): Response | null {
  if (!isAllowedHost(req.url, env)) {
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', ...staticSecurityHeaders() };
    return new Response(errores.hostNoPermitido, { status: 421, headers });
  }
  const location = withoutTrailingSlash(req.url);
  return location ? new Response(null, { status: 308, headers: { Location: location, ...staticSecurityHeaders() } }) : null;
}

/** The page door in the pages' middleware chain (`waku dev` has no server entry of ours in front). */
export const pageFrontDoorMiddleware = (): MiddlewareHandler => async (c, next) => {
  if (isApiPath(c.req.path)) return next();
  const reply = pageFrontDoor(c.req.raw, c.env);
  if (reply) return reply;
  return next();
};

/**
 * The API's first check, run at the top of its first layer after the reply headers are set up
 * (so a refusal carries them; one layer less per call, ADR 0032): the reply that ends the
 * request, in the API's envelope, or null to go on.
 */
export function apiFrontDoor(c: Context<ApiEnv>): Response | null {
  if (!isAllowedHost(c.req.url, c.env)) return errorResponse(c, 421, errores.hostNoPermitido);
  const location = withoutTrailingSlash(c.req.url);
  return location ? c.redirect(location, 308) : null;
}
