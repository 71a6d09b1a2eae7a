import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sha256Base64 } from '../../platform/digest.ts';
import type { ApiEnv } from '../types.ts';

interface Reply {
  body: string;
  etag: string;
  contentType: string;
}

async function etagOf(body: string): Promise<string> {
  return `"${(await sha256Base64(body)).slice(0, 27)}"`;
}

function cacheHeaders(c: Context<ApiEnv>, etag: string) {
  c.header('ETag', etag);
  c.header('Cache-Control', c.var.actor ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=600');
  c.header('Vary', 'Cookie, Authorization, X-Instancia', { append: true });
}

/** 304 when the caller already holds this version (If-None-Match), else the body. */
function answer(c: Context<ApiEnv>, s: Reply): Response {
  cacheHeaders(c, s.etag);
  if (c.req.header('if-none-match') === s.etag) return c.body(null, 304);
  c.header('Content-Type', s.contentType);
  return c.body(s.body, 200);
}

/**
 * Public reads: an ETag on every reply (a repeated read answers 304 without the body), a minute in shared caches
 * (browsers, a CDN in front of the Worker) for anonymous callers, whose replies are public by
 * construction. A signed-in caller may see more (e.g. manuals that are not public), so those
 * replies stay private and are never kept.
 */
export const publicCache = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const body = await c.res.text();
    c.res = answer(c, { body, etag: await etagOf(body), contentType: c.res.headers.get('content-type') ?? 'application/json' });
  });
