import type { DomainContext } from '../domain/context.ts';
import { listarSubsanaciones, type Ronda } from '../domain/subsanacion/lectura.ts';
import { orNotFound } from './page-not-found.ts';

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
  const rondas = await orNotFound(listarSubsanaciones(ctx, autoevaluacionId, { estandarId }), [403, 404]);
  return rondas?.Registros ?? null;
}
