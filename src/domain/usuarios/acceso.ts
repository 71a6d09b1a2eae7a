import { usuarios as t } from '../../i18n/usuarios.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { PERSONAS, requireArea } from '../permisos/politicas.ts';
import type { Nivel } from '../permisos/regla.ts';

/** User administration and invitations (the PERSONAS policy): 401 without a session, 403 without the level. */
export const requirePersonas = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, PERSONAS, nivel);

/**
 * A super administrator's account is changed only by a super administrator: otherwise a
 * PERSONAS holder could change its e-mail, reset the password and take over every right.
 */
export function requireMayManage(actor: Actor, target: { esSuperAdmin: boolean }): void {
  if (target.esSuperAdmin && !actor.esSuperAdmin) throw new AppError(403, t.soloSuperAdmin);
}
