import { RULES_PLANIFICACION } from '../../../src/api/access/rules-planificacion.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Planning: tasks, calendars and the ICS feed.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by the teams and staff who follow projects; written by the teams.
  'GET /autoevaluaciones/{autoevaluacionId}/tareas':               [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/tareas/{tareaId}':                        [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/tareas':              [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/tareas/{tareaId}':                        [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/tareas/{tareaId}':                     [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/tareas/{tareaId}/etiquetas/reasignar':   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/tareas/{tareaId}/observaciones':         [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/tareas/observaciones/{observacionId}':    [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/tareas/observaciones/{observacionId}': [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/calendario':           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // One's own calendar subscription: any account.
  'GET /yo/calendario':                                            [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /yo/calendario':                                           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'DELETE /yo/calendario':                                         [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // The feed's secret URL is its credential: open to anyone who holds it.
  'GET /calendario/ics/{token}':                                   [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable('Planning: tasks, calendars and the ICS feed', Object.keys(RULES_PLANIFICACION), TABLE);
