import { AUTOEVALUACIONES_PROYECTO, EVALUACION } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';
import { RULES_EXPORTACIONES } from './rules-exportaciones.ts';

/**
 * API rules of src/api/routes/informes.ts and exportaciones.ts. The report rules let the right
 * kind of user through; which project's report they reach is the domain's project-scope check.
 */
export const RULES_INFORMES: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/informe.pdf': permiso(EVALUACION.informe),
  'GET /autoevaluaciones/{autoevaluacionId}/plantilla-seguimiento.pdf': permiso(EVALUACION.seguimiento),
  'GET /autoevaluaciones/{autoevaluacionId}/tabla.pdf': permiso(AUTOEVALUACIONES_PROYECTO),
  ...RULES_EXPORTACIONES,
};
