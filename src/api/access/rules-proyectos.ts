import { PROYECTOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/proyectos.ts. */
export const RULES_PROYECTOS: Record<string, ApiRule> = {
  'GET /proyectos': permiso(PROYECTOS.lee),
  'GET /proyectos/{proyectoId}': permiso(PROYECTOS.gestiona),
  'PUT /proyectos/{proyectoId}': permiso(PROYECTOS.escribe),
  'PUT /proyectos/{proyectoId}/cambiarEstado': permiso(PROYECTOS.escribe),
  'POST /proyectos/{proyectoId}/etiquetas/reasignar': permiso(PROYECTOS.escribe),
  'GET /proyectos/{proyectoId}/observaciones': permiso(PROYECTOS.gestiona),
  'POST /proyectos/{proyectoId}/observaciones': permiso(PROYECTOS.escribe),
  'PUT /proyectos/observaciones/{observacionId}': permiso(PROYECTOS.escribe),
  'DELETE /proyectos/observaciones/{observacionId}': permiso(PROYECTOS.escribe),
};
