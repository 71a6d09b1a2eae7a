import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../types.ts';

/**
 * Shared caches (browsers, a CDN in front of the Worker) may keep what an anonymous caller
 * reads for a minute: public reads are public by construction. A signed-in caller may see more
 * (e.g. manuals that are not public), so those replies stay private.
 */
export const publicCache = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    c.header('Cache-Control', c.var.actor ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=600');
    c.header('Vary', 'Cookie, Authorization, X-Instancia', { append: true });
  });
