import { errores } from '../../i18n/errores.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ClavePermiso } from './claves.ts';
import { anyReadOrWrite, levelOf, type PermissionSubject } from './levels.ts';

export type Nivel = 'L' | 'E';

/**
 * One permission rule: any of `claves` at level `nivel` or higher (E covers L). No keys means
 * any signed-in user. Every gate (API rule, domain check, page guard, menu, control shown on a
 * page) asks a rule from src/domain/permisos/politicas.ts through `puede` or `requireRegla`.
 */
export interface Regla {
  readonly claves: readonly ClavePermiso[];
  readonly nivel: Nivel;
}

/** A rule met by reading (or writing) any of `claves`. */
export const lectura = <const K extends ClavePermiso[]>(...claves: K) => ({ claves, nivel: 'L' }) as const;
/** A rule met by writing any of `claves`. */
export const escritura = <const K extends ClavePermiso[]>(...claves: K) => ({ claves, nivel: 'E' }) as const;
/** Any signed-in user. */
export const SESION: Regla = lectura();

/** Whether the caller meets the rule; nobody without a session does. */
export function puede(subject: PermissionSubject | null, regla: Regla): boolean {
  if (!subject) return false;
  if (regla.nivel === 'L') return anyReadOrWrite(subject, regla.claves);
  return regla.claves.length === 0 || regla.claves.some((k) => levelOf(subject, k) === 'E');
}

/** Why the caller may not go on: 401 without a session, 403 without the rule; null when allowed. */
export function denegacion(subject: PermissionSubject | null, regla: Regla): AppError | null {
  if (!subject) return new AppError(401, errores.noAutenticado);
  return puede(subject, regla) ? null : new AppError(403, errores.prohibido);
}

/** The domain's gate: throws 401/403 unless the actor meets the rule; returns the actor. */
export function requireRegla(actor: Actor | null, regla: Regla): Actor {
  const error = denegacion(actor, regla);
  if (error) throw error;
  return actor as Actor;
}

/** What only a super administrator may do (e.g. a record of a kind no key manages). */
export function requireSuperAdmin(actor: Actor | null): Actor {
  const sesion = requireRegla(actor, SESION);
  if (!sesion.esSuperAdmin) throw new AppError(403, errores.prohibido);
  return sesion;
}
