import type { Context } from 'hono';
import type { ApiEnv } from '../types.ts';

/**
 * Signed-in replies are never stored by a browser or a shared cache: every
 * reply to a caller with a valid session, and every reply that sets a cookie (sign-in,
 * refresh and sign-out hand out or clear session tokens), success or error alike.
 * `Cache-Control: no-store` is set on the finished reply (src/api/reply-headers.ts, ADR 0032).
 */
export const sinAlmacenar = (c: Context<ApiEnv>, poneCookie: boolean): boolean => Boolean(c.get('sesion')) || poneCookie;
