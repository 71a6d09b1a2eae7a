import { errores } from '../../i18n/errores.ts';
import { requireAnyWrite } from '../catalogo/acceso.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';

// The processes' own gate (the same rule as src/api/access/rules-procesos.ts): reads need
// GEST_PROCESOS or GEST_SOLICITUDES (request staff look processes up), writes GEST_PROCESOS at E.

export const LECTORES_PROCESOS = ['GEST_PROCESOS', 'GEST_SOLICITUDES'] as const;

/** 401 without a session, 403 without the level; the actor otherwise. */
export function requireProcesos(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (nivel === 'E') return requireAnyWrite(actor, ['GEST_PROCESOS']);
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (!LECTORES_PROCESOS.some((k) => levelOf(actor, k) !== '')) throw new AppError(403, errores.prohibido);
  return actor;
}
