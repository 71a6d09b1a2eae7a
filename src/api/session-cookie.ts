import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../platform/cookies.ts';
import { requestToken } from './middleware/auth.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere but on the developer's own machine, where there is no HTTPS. */
const isLocal = (c: Context) => LOCAL_HOSTS.has(new URL(c.req.url).hostname);

/**
 * The refresh token's cookie: HttpOnly too, sent only to the refresh call (and only from
 * our own pages: SameSite=Strict), so the browser can refresh without script access to it.
 */
export const REFRESH_COOKIE = 'sesion_refresco';
const REFRESH_PATH = '/api/login/refrescar';

/**
 * Sets `sesion=<token>` (HttpOnly, SameSite=Lax, Path=/) and the refresh cookie, both for
 * as long as the session lives.
 */
export function setSessionCookies(c: Context, session: { token: string; tokenRefresco: string; expiraEn: string }, now: Date) {
  const maxAge = Math.max(0, Math.floor((Date.parse(session.expiraEn) - now.getTime()) / 1000));
  const secure = !isLocal(c);
  setCookie(c, SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge, secure });
  setCookie(c, REFRESH_COOKIE, session.tokenRefresco, { httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH, maxAge, secure });
}

export function clearSessionCookies(c: Context) {
  const secure = !isLocal(c);
  setCookie(c, SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 0, secure });
  setCookie(c, REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'Strict', path: REFRESH_PATH, maxAge: 0, secure });
}

/** The refresh token of a refresh call: the body's, else the refresh cookie. */
export function presentedRefreshToken(c: Context, fromBody: string | undefined): string | undefined {
  return fromBody || getCookie(c, REFRESH_COOKIE) || undefined;
}

/** Every session token the request presents (bearer and cookie may differ). */
export function presentedTokens(c: Context): string[] {
  const bearer = requestToken(c.req.header('authorization'), undefined);
  const cookie = getCookie(c, SESSION_COOKIE);
  return [...new Set([bearer, cookie].filter((t): t is string => !!t))];
}

/**
 * The caller's address for rate limiting: Cloudflare's header first (Cloudflare sets it
 * and clients cannot), then the first X-Forwarded-For entry (our reverse proxy), then the
 * socket. Without a trusted proxy X-Forwarded-For can be forged; the per-account limit
 * holds regardless, so a forged address only buys an attacker the per-address budget.
 */
export function clientIp(c: Context): string {
  const cf = c.req.header('cf-connecting-ip')?.trim();
  if (cf) return cf.slice(0, 64);
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'desconocida';
}
