import { type AccesoAutoevaluacion, requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { requireContribucion } from '../autoevaluacion/contribucion.ts';
import { requireLado } from '../autoevaluacion/registros.ts';
import type { DomainContext } from '../context.ts';
import { PROYECTOS, SUBSANACION } from '../permisos/politicas.ts';

// The correction rounds' gates. A round is what the evaluation returns to the centre's team,
// so its reads follow the evaluation's record and its writes the side that owns each record
// (src/domain/permisos/registros.ts).

/**
 * Reading an evaluation's rounds: SUBSANACION.consulta in the project, or staff who manage
 * projects. The comments are the centre's to read before publication (`marco`).
 */
export const requireLecturaSubsanacion = (ctx: DomainContext, id: number): Promise<AccesoAutoevaluacion> =>
  requireEnAutoevaluacion(ctx, id, SUBSANACION.consulta, { gestion: PROYECTOS.gestiona, marco: true });

/**
 * Opening a round: SUBSANACION.abrir in the project, and the round's comments are the
 * evaluation's records: 403 for any other side.
 */
export async function requireAperturaSubsanacion(ctx: DomainContext, evaluacionId: number): Promise<AccesoAutoevaluacion> {
  const acceso = await requireEnAutoevaluacion(ctx, evaluacionId, SUBSANACION.abrir);
  requireLado(acceso.capacidades.nivel('veredictos'));
  return acceso;
}

/** Answering a returned standard: the team's write on the round's record (SUBSANACION.respuesta). */
export const requireRespuestaSubsanacion = (ctx: DomainContext, autoevaluacionId: number, estandarId: number) =>
  requireContribucion(ctx, autoevaluacionId, 'subsanacion', { regla: SUBSANACION.respuesta, estandarId });

/**
 * Resubmitting a round: SUBSANACION.reenvio, on the centre's record. Answers whether the phase
 * takes the round's record at all (false: the caller answers 409).
 */
export async function requireReenvioSubsanacion(ctx: DomainContext, autoevaluacionId: number): Promise<boolean> {
  const acceso = await requireEnAutoevaluacion(ctx, autoevaluacionId, SUBSANACION.reenvio, { marco: true });
  return requireLado(acceso.capacidades.nivel('subsanacion'));
}
