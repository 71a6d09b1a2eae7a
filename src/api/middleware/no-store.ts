import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../types.ts';

/**
 * Signed-in replies are never stored by a browser or a shared cache (design.md §9b): every
 * reply to a caller with a valid session, and every reply that sets a cookie (sign-in,
 * refresh and sign-out hand out or clear session tokens), success or error alike.
 *
 * The header goes on the finished reply's own headers. `c.header` after the handler rebuilds the
 * reply from its body, which made @hono/node-server turn its light Response into a full one and
 * stream the body through a ReadableStream: on every signed-in reply, the largest cost of a
 * signed-in read in the profile. A reply whose headers are immutable (none today) still gets it
 * through `c.header`.
 */
export const noStoreWhenSignedIn = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    if (!c.get('sesion') && !c.res.headers.has('set-cookie')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      c.header('Cache-Control', 'no-store');
    }
  });
