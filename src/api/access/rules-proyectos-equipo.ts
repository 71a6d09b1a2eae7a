import { EQUIPO_PROYECTO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of a project's people (src/api/routes/proyectos-equipo.ts). Reading is staff who
 * follow projects. Inviting and resending let those staff through and the domain keeps the
 * writers of projects and the project's tutor (src/domain/proyectos/equipo-acceso.ts); staffing
 * the evaluation also lets the teams' managers through, and the domain keeps only the head of
 * evaluation of that project, for evaluators.
 */
export const RULES_PROYECTOS_EQUIPO: Record<string, ApiRule> = {
  'GET /proyectos/{proyectoId}/equipo': permiso(EQUIPO_PROYECTO.lee),
  'POST /proyectos/{proyectoId}/invitaciones': permiso(EQUIPO_PROYECTO.lee),
  'PUT /proyectos/{proyectoId}/invitaciones/{invitacionId}/reenviar': permiso(EQUIPO_PROYECTO.lee),
  'GET /proyectos/{proyectoId}/equipo/candidatos': permiso(EQUIPO_PROYECTO.puerta),
  'POST /proyectos/{proyectoId}/equipo/perfiles': permiso(EQUIPO_PROYECTO.puerta),
  'DELETE /proyectos/{proyectoId}/equipo/perfiles/{perfilId}/usuarios/{usuarioId}': permiso(EQUIPO_PROYECTO.puerta),
};
