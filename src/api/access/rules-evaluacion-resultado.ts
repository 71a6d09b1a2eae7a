import { EVALUACION, EVALUACION_RESULTADO, PROCESOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of routes/evaluacion-resultado.ts and routes/procesos-niveles.ts. The result and
 * the report let through who holds INF_EVAL (or HISTORICO to read) somewhere; the domain
 * narrows it to the project and, to upload, to its head of evaluation (src/domain/evaluacion/acceso.ts).
 */
export const RULES_EVALUACION_RESULTADO: Record<string, ApiRule> = {
  'POST /procesos/{procesoId}/niveles': permiso(PROCESOS.escribe),
  'PUT /procesos/niveles/{nivelId}': permiso(PROCESOS.escribe),
  'DELETE /procesos/niveles/{nivelId}': permiso(PROCESOS.escribe),
  'GET /autoevaluaciones/{autoevaluacionId}/resultado': permiso(EVALUACION_RESULTADO),
  'POST /autoevaluaciones/{autoevaluacionId}/informe': permiso(EVALUACION.publica),
};
