import { RULES_AUTOEVALUACION_EQUIPO } from '../../../src/api/access/rules-autoevaluacion-equipo.ts';
import { RULES_AUTOEVALUACION_ESTANDARES } from '../../../src/api/access/rules-autoevaluacion-estandares.ts';
import { RULES_AUTOEVALUACION_EVID } from '../../../src/api/access/rules-autoevaluacion-evid.ts';
import { RULES_AUTOEVALUACIONES } from '../../../src/api/access/rules-autoevaluaciones.ts';
import { RULES_SUBSANACIONES } from '../../../src/api/access/rules-subsanaciones.ts';
import { type Row, securityTable, YES } from './harness.ts';

// A project's self-assessment: record, team, finish, standards, evidences, improvement areas, correction round.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                                        anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The record and its lists: staff who follow projects (HISTORICO) and every team member (AE); the
  // domain narrows a team to its own projects (tests/api/proyectos-aislamiento.test.ts).
  'GET /autoevaluaciones/{autoevaluacionId}':                                              [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /proyectos/{proyectoId}/autoevaluaciones':                                          [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /yo/proyectos':                                                                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /yo/proyectos/{proyectoId}/autoevaluaciones':                                       [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // The team: read as the record; changed by the teams' managers (AE_EQUIPO: representatives and the
  // head of evaluation), then the domain keeps the project's own process manager.
  'GET /autoevaluaciones/{autoevaluacionId}/usuarios':                                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios':                                    [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios/sustitucion':                        [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  'DELETE /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}':                      [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/usuarios/reasignar':  [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  'POST /autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}/estandares/reasignar':   [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  'POST /autoevaluaciones/{autoevaluacionId}/paquetes/{paqueteId}/usuarios':               [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, 403],
  // Deadlines are the agency's (staff who follow projects), the responsible member the process manager's.
  'PUT /autoevaluaciones/{autoevaluacionId}':                                              [401, YES, YES, YES, YES, YES, YES, YES, 403, YES, 403],
  // Finishing: what is missing is read as the record; the call finishes (AE_FIN: representatives) or,
  // on an evaluation record, publishes (INF_EVAL: the evaluation team).
  'GET /autoevaluaciones/{autoevaluacionId}/finalizar':                                    [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/{autoevaluacionId}/finalizar':                                    [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, YES],
  'PATCH /autoevaluaciones/{autoevaluacionId}/finalizar':                                  [401, YES, 403, 403, 403, YES, YES, YES, 403, YES, YES],
  // Standards and their tags and notes: the teams of both sides, never the agency's staff.
  'GET /autoevaluaciones/{autoevaluacionId}/estandares':                                   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}':                      [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PATCH /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}':                    [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/estandares/{id}':                                                 [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PATCH /autoevaluaciones/estandares/{id}':                                               [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/etiquetas/reasignar': [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones':        [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/observaciones':       [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/estandares/observaciones/{id}':                                   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/estandares/observaciones/{id}':                                [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/etiquetas':                                    [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/etiquetas':                                   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/etiquetas/{id}':                                                  [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/etiquetas/{id}':                                               [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  // Evidences, tests, improvement areas and strengths: read by the teams and staff who follow
  // projects; written by the teams.
  'GET /autoevaluaciones/{autoevaluacionId}/evidencias':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}':                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PATCH /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}':                   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}':                           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PATCH /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}':                         [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/areasMejora':                                  [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/areasMejora':                                 [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/areasMejora/{areaMejoraId}':                                      [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/areasMejora/{areaMejoraId}':                                      [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/areasMejora/{areaMejoraId}':                                   [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/fortalezas':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/fortalezas':                                  [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'GET /autoevaluaciones/fortalezas/{fortalezaId}':                                        [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /autoevaluaciones/fortalezas/{fortalezaId}':                                        [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'DELETE /autoevaluaciones/fortalezas/{fortalezaId}':                                     [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  // The correction round: both teams read it and answer the returned standards; the head of
  // evaluation opens it; the representatives resubmit.
  'GET /autoevaluaciones/{autoevaluacionId}/subsanaciones':                                [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/subsanaciones':                               [401, YES, 403, 403, 403, 403, 403, 403, 403, YES, 403],
  'PATCH /autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}':                    [401, YES, 403, 403, 403, YES, YES, YES, YES, YES, YES],
  'POST /autoevaluaciones/subsanaciones/{id}/reenviar':                                    [401, YES, 403, 403, 403, YES, YES, YES, 403, 403, 403],
};

securityTable(
  'A project’s self-assessment: record, team, finish, standards, evidences, improvement areas, correction round',
  Object.keys({
    ...RULES_AUTOEVALUACIONES,
    ...RULES_AUTOEVALUACION_EQUIPO,
    ...RULES_AUTOEVALUACION_ESTANDARES,
    ...RULES_AUTOEVALUACION_EVID,
    ...RULES_SUBSANACIONES,
  }),
  TABLE,
);
