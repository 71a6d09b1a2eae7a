import type { ClavePermiso } from '../domain/permisos/claves.ts';
import { anyReadOrWrite, type PermissionSubject } from '../domain/permisos/levels.ts';
import { pageRouteFor } from './page-routes.ts';
import { loginUrl, logoutUrl } from './safe-path.ts';

/**
 * Whether `subject` may open a page whose PAGE_ROUTES entry is `keys`: null is public, [] any
 * session, [keys] any of them at L or E; undefined (a path the table does not know) nobody.
 */
export function mayOpenPage(keys: readonly ClavePermiso[] | null | undefined, subject: PermissionSubject | null): boolean {
  if (keys === null) return true;
  return subject !== null && keys !== undefined && anyReadOrWrite(subject, keys);
}

/** Whether `subject` may open the page at `path` (a same-site path, query and hash allowed). */
export function mayOpenPath(path: string, subject: PermissionSubject | null): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return mayOpenPage(pageRouteFor(pathname), subject);
}

/**
 * The guard's decision for a page whose PAGE_ROUTES entry is `keys`: null to let the user in,
 * else where to send them. Unauthorised users go to login "ending the session": with a
 * session, through /logout, which ends it and clears the cookie, then on to /login with the
 * "no permission" notice (a visitor without a session only needs to sign in).
 */
export function guardRedirect(
  keys: readonly ClavePermiso[] | null | undefined,
  subject: PermissionSubject | null,
  target: string,
): string | null {
  if (mayOpenPage(keys, subject)) return null;
  return subject ? logoutUrl(loginUrl(target, { sinPermisos: true })) : loginUrl(target);
}
