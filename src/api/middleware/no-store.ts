import { createMiddleware } from 'hono/factory';
import { setOnReply } from '../reply-headers.ts';
import type { ApiEnv } from '../types.ts';

/**
 * Signed-in replies are never stored by a browser or a shared cache (design.md §9b): every
 * reply to a caller with a valid session, and every reply that sets a cookie (sign-in,
 * refresh and sign-out hand out or clear session tokens), success or error alike.
 */
export const noStoreWhenSignedIn = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    if (c.get('sesion') || c.res.headers.has('set-cookie')) setOnReply(c, 'Cache-Control', 'no-store');
  });
