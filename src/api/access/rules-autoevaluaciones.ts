import { AUTOEVALUACIONES_PROYECTO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, sesion } from './rule.ts';

/**
 * API rules of src/api/routes/autoevaluaciones.ts. These only let the right kind of user
 * through; which project's data they reach is the domain's project-scope check
 * (src/domain/proyectos/acceso.ts).
 */
export const RULES_AUTOEVALUACIONES: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}': permiso(AUTOEVALUACIONES_PROYECTO),
  'GET /proyectos/{proyectoId}/autoevaluaciones': permiso(AUTOEVALUACIONES_PROYECTO),
  'GET /yo/proyectos': sesion,
  'GET /yo/proyectos/{proyectoId}/autoevaluaciones': sesion,
};
