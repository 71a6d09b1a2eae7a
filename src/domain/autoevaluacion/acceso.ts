import { evaluacionAcceso } from '../../i18n/evaluacion-area.ts';
import { proyectosApi as t } from '../../i18n/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Regla } from '../permisos/regla.ts';
import { type AccesoProyecto, requireEnProyecto } from '../proyectos/acceso.ts';
import { type Capacidades, capacidades } from './capacidades.ts';
import type { AutoevaluacionBase } from './carga.ts';

export interface AccesoAutoevaluacion extends AccesoProyecto {
  autoevaluacion: AutoevaluacionBase;
  /** What the actor may do on the record, worked out once for the request (capacidades.ts). */
  capacidades: Capacidades;
}

/**
 * The self-assessment area's gate: the self-assessment must exist in the instance and the
 * actor meet `regla` within its project (src/domain/proyectos/acceso.ts: 404 for outsiders,
 * 403 for members without it). `gestion` lets staff who follow every project read. On an
 * evaluation not yet published, only its evaluation team and staff get through (403 for the
 * centre's team: the evaluation's visibility, capacidades.ts), unless the read is `marco`: it
 * shows nothing of the evaluators' work (the area's frame and deadlines, the correction rounds).
 */
export async function requireEnAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  regla: Regla,
  opts: { gestion?: Regla; marco?: boolean } = {},
): Promise<AccesoAutoevaluacion> {
  const cap = await capacidades(ctx, autoevaluacionId);
  let acceso: AccesoProyecto;
  try {
    // The record's base read the project in this instance.
    acceso = await requireEnProyecto(ctx, cap.autoevaluacion.proyectoId, regla, { ...opts, enInstancia: true });
  } catch (err) {
    // An outsider learns nothing about the project behind the id either.
    if (err instanceof AppError && err.status === 404) throw new AppError(404, t.autoevaluacionNoExiste);
    throw err;
  }
  if (!opts.marco && !cap.veEvaluacion) throw new AppError(403, evaluacionAcceso.noPublicada);
  return { ...acceso, autoevaluacion: cap.autoevaluacion, capacidades: cap };
}
