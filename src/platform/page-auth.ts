import { cache } from 'react';
import { unstable_redirect } from 'waku/router/server';
import { registrarRechazo } from '../domain/auditoria/rechazos.ts';
import { type Actor, systemClock } from '../domain/context.ts';
import { actorDe } from '../domain/identidad/actor.ts';
import { type ValidSession, validateSession } from '../domain/identidad/sesiones.ts';
import { cookieValue, SESSION_COOKIE } from './cookies.ts';
import { pageInstancia, pagePeticion, requestHeader } from './page-context.ts';
import { guardRedirect } from './page-guard.ts';
import { pageRouteFor } from './page-routes.ts';
import { requestDb } from './runtime.ts';

/** The signed-in user of this page request (from the `sesion` cookie), memoised per request. */
export const pageSession = cache(async (): Promise<{ actor: Actor; sesion: ValidSession } | null> => {
  const token = cookieValue(requestHeader('cookie'), SESSION_COOKIE);
  if (!token) return null;
  const sesion = await validateSession(requestDb(), token, systemClock);
  if (!sesion) return null;
  return { actor: actorDe(sesion.identidad), sesion };
});

/**
 * Page guard: the route's permission list (PAGE_ROUTES) must be met, otherwise the user is
 * sent to /login with the page to come back to (`query`, the page's query string, included),
 * ending the session first when there is one. Returns the actor.
 */
export async function guardPage(path: string, query?: string): Promise<Actor | null> {
  const session = await pageSession();
  const target = query ? `${path}?${query.replace(/^\?/, '')}` : path;
  const redirect = guardRedirect(pageRouteFor(path), session?.actor ?? null, target);
  if (redirect) {
    await registrarRechazo(requestDb(), systemClock, {
      instanciaId: (await pageInstancia()).id,
      actor: session?.actor ?? null,
      accion: session ? 'ACCESO_DENEGADO' : 'NO_AUTENTICADO',
      ruta: path,
      ...pagePeticion(),
    });
    unstable_redirect(redirect);
  }
  return session?.actor ?? null;
}
