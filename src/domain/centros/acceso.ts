import { errores } from '../../i18n/errores.ts';
import { requireAnyWrite } from '../catalogo/acceso.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { anyReadOrWrite } from '../permisos/levels.ts';

// The centres' own gate, the same rule as src/api/access/rules-centros.ts: request managers
// read applicants too (a request names its centre), only GEST_CENTROS at E writes them.

export const LECTORES_CENTROS = ['GEST_CENTROS', 'GEST_SOLICITUDES'] as const;
export const ESCRITORES_CENTROS = ['GEST_CENTROS'] as const;

/** 401 without a session, 403 without the level; the actor otherwise. */
export function requireCentros(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (nivel === 'E') return requireAnyWrite(actor, ESCRITORES_CENTROS);
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (!anyReadOrWrite(actor, LECTORES_CENTROS)) throw new AppError(403, errores.prohibido);
  return actor;
}
