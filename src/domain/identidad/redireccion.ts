import type { PermissionSubject } from '../permisos/levels.ts';

/** Who is signing in, as the choice of the page to go to needs them. */
export interface RedirectSubject extends PermissionSubject {
  tipoPerfil: string | null;
  tiposPerfil: readonly string[];
}

/**
 * The page a user goes to after signing in or after switching profile type (the reply's
 * `redireccion`). Only the page route table knows which pages exist and which a user may open,
 * and the platform owns that table: the domain asks through this port and the platform
 * answers it (src/platform/return-pages.ts, ADR 0040).
 */
export interface ReturnPages {
  /** After signing in: the profile-type choice, else `volver` when the user may open it, else their home. */
  afterSignIn(subject: RedirectSubject, volver?: string | null): string;
  /** After switching profile type: `volver` when the new type's permissions open it, else the user's home. */
  afterProfileSwitch(subject: PermissionSubject, volver?: string | null): string;
}
