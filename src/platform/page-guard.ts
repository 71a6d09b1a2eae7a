import type { ClavePermiso } from '../domain/permisos/claves.ts';
import { anyReadOrWrite, type PermissionSubject } from '../domain/permisos/levels.ts';
import { loginUrl, logoutUrl } from './safe-path.ts';

/**
 * The guard's decision for a page whose PAGE_ROUTES entry is `keys` (undefined: a path the
 * table does not know, which nobody may open): null to let the user in, else where to send
 * them. Unauthorised users go to login "ending the session": with a session,
 * through /logout, which ends it and clears the cookie, then on to /login.
 */
export function guardRedirect(
  keys: readonly ClavePermiso[] | null | undefined,
  subject: PermissionSubject | null,
  target: string,
): string | null {
  if (keys === null) return null;
  if (subject && keys !== undefined && anyReadOrWrite(subject, keys)) return null;
  const login = loginUrl(target);
  return subject ? logoutUrl(login) : login;
}
