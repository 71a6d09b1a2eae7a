import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { actorDe } from '../../domain/identidad/actor.ts';
import { validateSession } from '../../domain/identidad/sesiones.ts';
import { SESSION_COOKIE } from '../../platform/cookies.ts';
import type { ApiEnv } from '../types.ts';

/** The session token of a request: `Authorization: Bearer …`, else the `sesion` cookie. */
export function requestToken(authorization: string | undefined, cookie: string | undefined): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookie ?? undefined;
}

/**
 * Resolves the caller: a valid session sets `actor` and `sesion`; anything else leaves
 * them null (anonymous). Rejection is the rules' job (middleware/authorize.ts).
 */
export const authMiddleware = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set('actor', null);
    c.set('sesion', null);
    const token = requestToken(c.req.header('authorization'), getCookie(c, SESSION_COOKIE));
    if (token) {
      const sesion = await validateSession(c.get('db'), token, c.get('clock'));
      if (sesion && sesion.usuario.instanciaId === c.get('instancia').id) {
        c.set('sesion', sesion);
        c.set('actor', actorDe(sesion.identidad));
      }
    }
    await next();
  });
