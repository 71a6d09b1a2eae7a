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
const REFRESH_COOKIE = 'sesion_refresco';
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
