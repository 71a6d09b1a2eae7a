import type { DomainContext } from '../domain/context.ts';
import { isAppError } from '../domain/errors.ts';
import { listarSubsanaciones, type Ronda } from '../domain/subsanacion/lectura.ts';

/**
 * The correction rounds a page shows (`HistorialSubsanacion`) of an evaluation or the
 * self-assessment it returned, newest first; with `estandarId`, only those that returned that
 * standard. Null when the caller may not read the rounds: a page open to someone whose rule
 * differs from the rounds' shows none.
 */
export async function loadRondasVisibles(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId?: number,
): Promise<Ronda[] | null> {
  try {
    return (await listarSubsanaciones(ctx, autoevaluacionId, { estandarId })).Registros;
  } catch (err) {
    if (isAppError(err) && (err.status === 403 || err.status === 404)) return null;
    throw err;
  }
}
