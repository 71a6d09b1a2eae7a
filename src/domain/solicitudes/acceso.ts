import { errores } from '../../i18n/errores.ts';
import { requireAnyWrite } from '../catalogo/acceso.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { anyReadOrWrite } from '../permisos/levels.ts';

// The requests' own gate, the same rule as src/api/access/rules-solicitudes.ts:
// GEST_SOLICITUDES at L reads, at E writes.

export const CLAVES_SOLICITUDES = ['GEST_SOLICITUDES'] as const;

/** 401 without a session, 403 without the level; the actor otherwise. */
export function requireSolicitudes(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (nivel === 'E') return requireAnyWrite(actor, CLAVES_SOLICITUDES);
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (!anyReadOrWrite(actor, CLAVES_SOLICITUDES)) throw new AppError(403, errores.prohibido);
  return actor;
}
