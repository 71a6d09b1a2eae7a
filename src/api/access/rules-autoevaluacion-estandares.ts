import { AUTOEVALUACION } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of src/api/routes/autoevaluacion-estandares.ts: reads for holders of AE, writes
 * for AE_APORTACION. Which project's data they reach is the domain's project-scope check
 * (requireEnAutoevaluacion / requireContribucion).
 */
const lee = permiso(AUTOEVALUACION.acceso);
const aporta = permiso(AUTOEVALUACION.aportacion);

export const RULES_AUTOEVALUACION_ESTANDARES: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/estandares': lee,
  'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}': lee,
  'PATCH /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}': aporta,
  'GET /autoevaluaciones/estandares/{id}': lee,
  'PATCH /autoevaluaciones/estandares/{id}': aporta,
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/etiquetas/reasignar': aporta,
  'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones': lee,
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones': aporta,
  'PUT /autoevaluaciones/estandares/observaciones/{id}': aporta,
  'DELETE /autoevaluaciones/estandares/observaciones/{id}': aporta,
  'GET /autoevaluaciones/{autoevaluacionId}/etiquetas': lee,
  'POST /autoevaluaciones/{autoevaluacionId}/etiquetas': aporta,
  'PUT /autoevaluaciones/etiquetas/{id}': aporta,
  'DELETE /autoevaluaciones/etiquetas/{id}': aporta,
};
