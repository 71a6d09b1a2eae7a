import { RULES_PROYECTOS } from '../../../src/api/access/rules-proyectos.ts';
import { RULES_PROYECTOS_EQUIPO } from '../../../src/api/access/rules-proyectos-equipo.ts';
import { RULES_PROYECTOS_SEGUIMIENTO } from '../../../src/api/access/rules-proyectos-seguimiento.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Projects, their people and their follow-up.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                                 anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by staff who follow projects (HISTORICO; people managers too, for the list); written by
  // those who may change them (administrators and the tutor; the administrative responsible reads).
  'GET /proyectos':                                                                 [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /proyectos/{proyectoId}':                                                    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /proyectos/{proyectoId}':                                                    [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'PUT /proyectos/{proyectoId}/cambiarEstado':                                      [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'POST /proyectos/{proyectoId}/etiquetas/reasignar':                               [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'GET /proyectos/{proyectoId}/observaciones':                                      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /proyectos/{proyectoId}/observaciones':                                     [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'PUT /proyectos/observaciones/{observacionId}':                                   [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'DELETE /proyectos/observaciones/{observacionId}':                                [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  // A project's people: read, invited and resent by staff who follow projects (the domain keeps the
  // writers of projects and the project's tutor); staffing also opens to the teams' managers, and the
  // domain keeps only the project's head of evaluation, for evaluators.
  'GET /proyectos/{proyectoId}/equipo':                                             [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /proyectos/{proyectoId}/invitaciones':                                      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /proyectos/{proyectoId}/invitaciones/{invitacionId}/reenviar':               [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /proyectos/{proyectoId}/equipo/candidatos':                                  [401, YES, YES, YES, YES, YES, YES, YES, 403, YES, 403],
  'POST /proyectos/{proyectoId}/equipo/perfiles':                                   [401, YES, YES, YES, YES, YES, YES, YES, 403, YES, 403],
  'DELETE /proyectos/{proyectoId}/equipo/perfiles/{perfilId}/usuarios/{usuarioId}': [401, YES, YES, YES, YES, YES, YES, YES, 403, YES, 403],
  // Follow-up: read by staff who follow projects, opened by those who change a project's status.
  'GET /proyectos/{proyectoId}/seguimiento':                                        [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /proyectos/{proyectoId}/abrirSeguimiento':                                   [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
};

securityTable(
  'Projects, their people and their follow-up',
  Object.keys({ ...RULES_PROYECTOS, ...RULES_PROYECTOS_EQUIPO, ...RULES_PROYECTOS_SEGUIMIENTO }),
  TABLE,
);
