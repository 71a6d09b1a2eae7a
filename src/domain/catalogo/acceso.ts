import { errores } from '../../i18n/errores.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';

// The catalogue's own gate (design.md §3, the same rule as the API tables rules-manuales.ts,
// rules-estandares.ts, rules-pruebas.ts): reads need any of LECTORES_CATALOGO at level L,
// writes need MANUALES at level E.

/** Who reads the catalogue: staff who maintain manuals, set up processes, or assess/evaluate against them. */
export const LECTORES_CATALOGO = ['MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'] as const;

/** Whether the caller reads any manual, public or not (super administrators always do). */
export const puedeLeerCatalogo = (actor: Actor | null): boolean =>
  !!actor && LECTORES_CATALOGO.some((k) => levelOf(actor, k) !== '');

export const puedeEscribirCatalogo = (actor: Actor | null): boolean => !!actor && levelOf(actor, 'MANUALES') === 'E';

/** 401 without a session, 403 without the level; the actor otherwise. */
export function requireCatalogo(actor: Actor | null, nivel: 'L' | 'E'): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (!(nivel === 'E' ? puedeEscribirCatalogo(actor) : puedeLeerCatalogo(actor))) throw new AppError(403, errores.prohibido);
  return actor;
}

/** Reading what only maintainers see (the export carries the forms' correct answers). */
export function requireManualesLectura(actor: Actor | null): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (levelOf(actor, 'MANUALES') === '') throw new AppError(403, errores.prohibido);
  return actor;
}

/** Any signed-in user. */
export function requireSesion(actor: Actor | null): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  return actor;
}

/** Any of `claves` at level E. */
export function requireAnyWrite(actor: Actor | null, claves: readonly string[]): Actor {
  if (!actor) throw new AppError(401, errores.noAutenticado);
  if (!claves.some((c) => levelOf(actor, c) === 'E')) throw new AppError(403, errores.prohibido);
  return actor;
}
