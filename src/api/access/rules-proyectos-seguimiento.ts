import { PROYECTOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/proyectos-seguimiento.ts: staff who write projects open follow-up, as they change status. */
export const RULES_PROYECTOS_SEGUIMIENTO: Record<string, ApiRule> = {
  'GET /proyectos/{proyectoId}/seguimiento': permiso(PROYECTOS.gestiona),
  'PUT /proyectos/{proyectoId}/abrirSeguimiento': permiso(PROYECTOS.escribe),
};
