import { cache } from 'react';
import { unstable_redirect } from 'waku/router/server';
import { SESSION_COOKIE } from '../api/middleware/csrf.ts';
import { type Actor, systemClock } from '../domain/context.ts';
import { actorFor } from '../domain/identidad/actor.ts';
import { type ValidSession, validateSession } from '../domain/identidad/sesiones.ts';
import { anyReadOrWrite } from '../domain/permisos/levels.ts';
import { requestHeader } from './page-context.ts';
import { pageRouteFor } from './page-routes.ts';
import { requestDb } from './runtime.ts';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The signed-in user of this page request (from the `sesion` cookie), memoised per request. */
export const pageSession = cache(async (): Promise<{ actor: Actor; sesion: ValidSession } | null> => {
  const token = cookieValue(requestHeader('cookie'), SESSION_COOKIE);
  if (!token) return null;
  const db = requestDb();
  const sesion = await validateSession(db, token, systemClock);
  if (!sesion) return null;
  return { actor: await actorFor(db, sesion.usuario), sesion };
});

/**
 * Page guard: the route's permission list (PAGE_ROUTES) must be met, otherwise the user is
 * sent to /login (behaviour.md §2), with the page to come back to. Returns the actor.
 */
export async function guardPage(path: string): Promise<Actor | null> {
  const keys = pageRouteFor(path);
  if (keys === null) return (await pageSession())?.actor ?? null;
  const session = await pageSession();
  const allowed = session !== null && (keys === undefined ? false : anyReadOrWrite(session.actor, keys));
  if (!allowed) unstable_redirect(`/login?volver=${encodeURIComponent(path)}`);
  return session?.actor ?? null;
}
