import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';

/** User administration needs PERSONAS: L to read, E to write (behaviour.md §2 and §6). */
export function requirePersonas(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  const level = levelOf(actor, 'PERSONAS');
  if (level === '' || (nivel === 'E' && level !== 'E')) throw new AppError(403, errores.prohibido);
  return actor;
}

/**
 * A super administrator's account is changed only by a super administrator: otherwise a
 * PERSONAS holder could change its e-mail, reset the password and take over every right.
 */
export function requireMayManage(actor: Actor, target: { esSuperAdmin: boolean }): void {
  if (target.esSuperAdmin && !actor.esSuperAdmin) throw new AppError(403, t.soloSuperAdmin);
}
