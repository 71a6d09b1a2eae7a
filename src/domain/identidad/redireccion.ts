import { safeReturnPath as safePath } from '../../platform/safe-path.ts';
import type { PermissionSubject } from '../permisos/levels.ts';
import { AUTOEVALUACION, INICIO_GESTION } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';

/** Pages a sign-in must never send back to: they would end the new session or loop. */
const NO_RETURN = /^\/(login|logout)(?:[/?#]|$)/i;

/**
 * A `volver` value the client may be sent to: a page of this site (see safe-path.ts:
 * nothing a browser could read as another origin, so sign-in is no open redirect), and
 * not the sign-in pages themselves.
 */
export function safeReturnPath(volver: string | null | undefined): string | null {
  const path = safePath(volver);
  return path && !NO_RETURN.test(path) ? path : null;
}

export interface RedirectSubject extends PermissionSubject {
  tipoPerfil: string | null;
  tiposPerfil: readonly string[];
}

/**
 * Where the client goes after signing in (the spec's `redireccion`): first the choice of
 * profile type when the user has several and has not chosen (the requested page is kept
 * for after the choice), then the requested page, then the user's home: management
 * (/index), the self-assessment entry (/autoevaluacion), or the public root.
 */
export function postLoginPath(subject: RedirectSubject, volver?: string | null): string {
  const back = safeReturnPath(volver);
  const chosen = subject.tipoPerfil !== null && subject.tiposPerfil.includes(subject.tipoPerfil);
  if (subject.tiposPerfil.length > 1 && !chosen) {
    return back ? `/seleccionTipoPerfil?volver=${encodeURIComponent(back)}` : '/seleccionTipoPerfil';
  }
  if (back) return back;
  return homePath(subject);
}

/** The user's own start page, also used after a profile-type change. */
export function homePath(subject: PermissionSubject): string {
  if (puede(subject, INICIO_GESTION)) return '/index';
  if (puede(subject, AUTOEVALUACION.acceso)) return '/autoevaluacion';
  return '/';
}
