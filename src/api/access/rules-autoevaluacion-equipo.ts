import {
  AUTOEVALUACION,
  AUTOEVALUACION_EDICION,
  AUTOEVALUACIONES_PROYECTO,
  FINALIZAR_FASE,
} from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of the team and finish routes (routes/autoevaluacion-equipo.ts, -fin.ts). They let
 * through who holds the area's key somewhere; the domain narrows it to the project
 * (requireEnAutoevaluacion) and to its process manager (src/domain/autoevaluacion/gestor.ts).
 */
export const RULES_AUTOEVALUACION_EQUIPO: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/usuarios': permiso(AUTOEVALUACIONES_PROYECTO),
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios': permiso(AUTOEVALUACION.equipo),
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios/sustitucion': permiso(AUTOEVALUACION.equipo),
  'DELETE /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}': permiso(AUTOEVALUACION.equipo),
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/usuarios/reasignar': permiso(AUTOEVALUACION.equipo),
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}/estandares/reasignar': permiso(AUTOEVALUACION.equipo),
  'POST /autoevaluaciones/{autoevaluacionId}/paquetes/{paqueteId}/usuarios': permiso(AUTOEVALUACION.equipo),
  // Deadlines: the agency (HISTORICO at E); the responsible member: the process manager (AE_EQUIPO).
  'PUT /autoevaluaciones/{autoevaluacionId}': permiso(AUTOEVALUACION_EDICION),
  // What is missing: the finish page's holders (AE_FIN) and staff who follow projects; the
  // domain checks AE_FIN within the project.
  'GET /autoevaluaciones/{autoevaluacionId}/finalizar': permiso(AUTOEVALUACIONES_PROYECTO),
  // On an evaluation record the finish call publishes (INF_EVAL): src/domain/evaluacion/publicacion.ts.
  'PUT /autoevaluaciones/{autoevaluacionId}/finalizar': permiso(FINALIZAR_FASE),
  'PATCH /autoevaluaciones/{autoevaluacionId}/finalizar': permiso(FINALIZAR_FASE),
};
