import type { DomainContext } from '../context.ts';
import { requireLecturaPlan } from './acceso.ts';
import { type EventoCalendario, eventosDe } from './calendario.ts';

/** GET autoevaluaciones/{id}/calendario and the calendar pages: the gated events of one self-assessment. */
export async function eventosDeAutoevaluacion(ctx: DomainContext, autoevaluacionId: number): Promise<EventoCalendario[]> {
  const { autoevaluacion } = await requireLecturaPlan(ctx, autoevaluacionId);
  return eventosDe(ctx, [autoevaluacion]);
}
