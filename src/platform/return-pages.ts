import type { RedirectSubject, ReturnPages } from '../domain/identidad/redireccion.ts';
import type { PermissionSubject } from '../domain/permisos/levels.ts';
import { AUTOEVALUACION, INICIO_GESTION } from '../domain/permisos/politicas.ts';
import { puede } from '../domain/permisos/regla.ts';
import { mayOpenPath } from './page-guard.ts';
import { safeReturnPath as safePath } from './safe-path.ts';

// The domain's ReturnPages port (ADR 0040), answered here from the page route table: where a
// user goes after signing in or switching profile type.

/** Pages a sign-in must never send back to: they would end the new session or loop. */
const NO_RETURN = /^\/(login|logout)(?:[/?#]|$)/i;

/**
 * A `volver` value the client may be sent to: a page of this site (see safe-path.ts:
 * nothing a browser could read as another origin, so sign-in is no open redirect), and
 * not the sign-in pages themselves.
 */
export function signInReturnPath(volver: string | null | undefined): string | null {
  const path = safePath(volver);
  return path && !NO_RETURN.test(path) ? path : null;
}

/**
 * `volver` when it is a safe return path that `subject` may open, else null: sending a user
 * back to a page their permissions do not open would end their new session at once (the
 * page guard logs unauthorised users out).
 */
export function allowedReturnPath(subject: PermissionSubject, volver: string | null | undefined): string | null {
  const back = signInReturnPath(volver);
  return back && mayOpenPath(back, subject) ? back : null;
}

/**
 * Where the client goes after signing in (the spec's `redireccion`): first the choice of
 * profile type when the user has several and has not chosen (the requested page is kept
 * for after the choice, which checks it), then the requested page when the user may open
 * it, then the user's home: management (/index), the self-assessment entry (/autoevaluacion:
 * it opens a single project, and offers a person holding several the chooser rather than one
 * of them), or the public root.
 */
export function postLoginPath(subject: RedirectSubject, volver?: string | null): string {
  const chosen = subject.tipoPerfil !== null && subject.tiposPerfil.includes(subject.tipoPerfil);
  if (subject.tiposPerfil.length > 1 && !chosen) {
    const back = signInReturnPath(volver);
    return back ? `/seleccionTipoPerfil?volver=${encodeURIComponent(back)}` : '/seleccionTipoPerfil';
  }
  return allowedReturnPath(subject, volver) ?? homePath(subject);
}

/** The user's own start page, also used after a profile-type change. */
export function homePath(subject: PermissionSubject): string {
  if (puede(subject, INICIO_GESTION)) return '/index';
  if (puede(subject, AUTOEVALUACION.acceso)) return '/autoevaluacion';
  return '/';
}

/** The answers the domain's sign-in and profile-type switch ask for. */
export const returnPages: ReturnPages = {
  afterSignIn: postLoginPath,
  afterProfileSwitch: (subject, volver) => allowedReturnPath(subject, volver) ?? homePath(subject),
};
