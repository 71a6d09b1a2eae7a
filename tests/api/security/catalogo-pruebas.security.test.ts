import { RULES_PRUEBAS } from '../../../src/api/access/rules-pruebas.ts';
import { type Row, securityTable, YES } from './harness.ts';

// The catalogue: forms, questions, answers and tests.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                     anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by every demo account (all work against the catalogue); maintained by the agency's administrators.
  'GET /formularios':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /formularios/{formularioId}':                    [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /formularios':                                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /formularios/importar':                         [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /formularios/{formularioId}':                    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /formularios/{formularioId}':                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /formularios/{formularioId}/preguntas/ordenar': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /preguntas':                                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /preguntas/{preguntaId}':                        [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /preguntas':                                    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /preguntas/{preguntaId}':                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /preguntas/{preguntaId}':                     [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /preguntas/{preguntaId}/respuestas/ordenar':    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /respuestas':                                    [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /respuestas/{respuestaId}':                      [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /respuestas':                                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /respuestas/{respuestaId}':                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /respuestas/{respuestaId}':                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /pruebas':                                       [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /pruebas/{pruebaId}':                            [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /pruebas':                                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /evidencias/{evidenciaId}/pruebas':             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /pruebas/{pruebaId}':                            [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /pruebas/{pruebaId}':                         [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /pruebas/{pruebaId}/evidencias/reasignar':      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('The catalogue: forms, questions, answers and tests', Object.keys(RULES_PRUEBAS), TABLE);
