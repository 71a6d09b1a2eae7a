import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { errores } from '../../i18n/errores.ts';
import { SESSION_COOKIE } from '../../platform/cookies.ts';
import { errorResponse } from '../errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF for cookie sessions: a state-changing request that rides on the `sesion` cookie
 * must come from our own origin (Sec-Fetch-Site, else Origin). Bearer-token calls carry
 * no ambient credential and are not checked.
 */
export const csrfMiddleware = () =>
  createMiddleware(async (c, next) => {
    if (SAFE.has(c.req.method) || !getCookie(c, SESSION_COOKIE)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    const sameOrigin = site ? site === 'same-origin' : origin === ownOrigin;
    if (!sameOrigin) return errorResponse(c, 403, errores.origenNoPermitido);
    return next();
  });
