import { AUTOEVALUACION, AUTOEVALUACIONES_PROYECTO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico, sesion } from './rule.ts';

/**
 * API rules of src/api/routes/tareas.ts and calendario.ts. Reads let teams and staff who
 * follow projects through; writes need AE_APORTACION. Which project's data they reach is the
 * domain's check (requireEnAutoevaluacion / requireContribucion). The ICS feed is public: its
 * secret URL is the credential (src/domain/planificacion/suscripcion.ts).
 */
export const RULES_PLANIFICACION: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/tareas': permiso(AUTOEVALUACIONES_PROYECTO),
  'GET /autoevaluaciones/tareas/{tareaId}': permiso(AUTOEVALUACIONES_PROYECTO),
  'POST /autoevaluaciones/{autoevaluacionId}/tareas': permiso(AUTOEVALUACION.aportacion),
  'PUT /autoevaluaciones/tareas/{tareaId}': permiso(AUTOEVALUACION.aportacion),
  'DELETE /autoevaluaciones/tareas/{tareaId}': permiso(AUTOEVALUACION.aportacion),
  'POST /autoevaluaciones/tareas/{tareaId}/etiquetas/reasignar': permiso(AUTOEVALUACION.aportacion),
  'POST /autoevaluaciones/tareas/{tareaId}/observaciones': permiso(AUTOEVALUACION.aportacion),
  'PUT /autoevaluaciones/tareas/observaciones/{observacionId}': permiso(AUTOEVALUACION.aportacion),
  'DELETE /autoevaluaciones/tareas/observaciones/{observacionId}': permiso(AUTOEVALUACION.aportacion),
  'GET /autoevaluaciones/{autoevaluacionId}/calendario': permiso(AUTOEVALUACIONES_PROYECTO),
  'GET /yo/calendario': sesion,
  'POST /yo/calendario': sesion,
  'DELETE /yo/calendario': sesion,
  'GET /calendario/ics/{token}': publico,
};
