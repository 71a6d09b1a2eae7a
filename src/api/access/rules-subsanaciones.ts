import { SUBSANACION } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of src/api/routes/subsanaciones.ts. They let through who holds the key somewhere;
 * the domain narrows it to the project (requireEnAutoevaluacion) and, for the team's writes,
 * to an open round and its standards (requireContribucion).
 */
export const RULES_SUBSANACIONES: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/subsanaciones': permiso(SUBSANACION.consulta),
  'POST /autoevaluaciones/{autoevaluacionId}/subsanaciones': permiso(SUBSANACION.abrir),
  'PATCH /autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}': permiso(SUBSANACION.respuesta),
  'POST /autoevaluaciones/subsanaciones/{id}/reenviar': permiso(SUBSANACION.reenvio),
};
