import type { CalendarioDatos } from '../components/planificacion/calendario-pagina.tsx';
import type { Vista } from '../components/planificacion/periodo.ts';
import type { DomainContext } from '../domain/context.ts';
import { eventosDeAutoevaluacion } from '../domain/planificacion/eventos.ts';
import { opcionesPlan } from '../domain/planificacion/opciones.ts';
import { getSuscripcion } from '../domain/planificacion/suscripcion.ts';
import { todayIso, toIsoDate } from '../domain/shared/fechas.ts';

/**
 * The reads of a self-assessment's calendar page (`CalendarioPagina`): its plan's options
 * (the gate: 404/403 as the plan's), its events and the user's ICS subscription. The day shown
 * is `?fecha=yyyy-mm-dd` when valid, else today in Spain.
 */
export async function loadCalendario(
  ctx: DomainContext,
  autoevaluacionId: number,
  vista: Vista,
  query: string | undefined,
): Promise<CalendarioDatos> {
  const hoy = todayIso(ctx.clock.now());
  const fecha = toIsoDate(new URLSearchParams(query ?? '').get('fecha')) ?? hoy;
  const [o, eventos, suscripcion] = await Promise.all([
    opcionesPlan(ctx, autoevaluacionId),
    eventosDeAutoevaluacion(ctx, autoevaluacionId),
    getSuscripcion(ctx),
  ]);
  return { autoevaluacionId, vista, fecha, hoy, editable: o.editable, soloLectura: o.soloLectura, eventos, suscripcion };
}
