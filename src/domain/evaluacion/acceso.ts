import { publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import type { AccesoAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { requireContribucion } from '../autoevaluacion/contribucion.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { EVALUACION } from '../permisos/politicas.ts';

// Who attaches an evaluation's report and publishes its result: "only the process manager can
// finish the phase or publish results". The table of
// src/domain/permisos/registros.ts gives the report and the result to the head of evaluation
// (JEFE_EVACN) and a super administrator; the key INF_EVAL at E must be held in the project
// too. An evaluator (INF_EVAL at L) and the agency read them, neither uploads nor publishes.
// The pages' buttons read the same answer: `capacidades.puedePublicar`.

/**
 * The gate of the report upload (`informe`) and of publishing (`resultado`): INF_EVAL at E
 * within the project and the table's write through requireContribucion (404 outsiders, 403
 * without them, 409 once the evaluation is not CURSO), then 409 unless the record is an
 * evaluation (phase type EVA). It reads the record's capabilities, worked out once for the
 * request (src/domain/autoevaluacion/capacidades.ts).
 */
export async function requirePublicador(
  ctx: DomainContext,
  autoevaluacionId: number,
  registro: 'informe' | 'resultado',
): Promise<AccesoAutoevaluacion> {
  const acceso = await requireContribucion(ctx, autoevaluacionId, registro, { regla: EVALUACION.publica });
  if (!acceso.capacidades.esEvaluacion) throw new AppError(409, t.noEsEvaluacion);
  return acceso;
}
