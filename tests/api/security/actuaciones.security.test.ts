import { RULES_ACTUACIONES } from '../../../src/api/access/rules-actuaciones.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Actuaciones: the agency's record of its activities.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                         anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // A lookup like the other 7.9 lists: anyone reads the kinds of actuación.
  'GET /tiposActuacion':                                    [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // ACTUACIONES: the administrative responsible and the tutor hold it at E, the agency's
  // administrators too; no centre team and no evaluator sees the agency's record.
  'GET /actuaciones':                                       [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /actuaciones/opciones/proyectos':                    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /actuaciones/opciones/centros':                      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /actuaciones/opciones/usuarios':                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /actuaciones/{actuacionId}':                         [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /actuaciones':                                      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /actuaciones/{actuacionId}/ficheros':               [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /actuaciones/{actuacionId}':                         [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'DELETE /actuaciones/{actuacionId}/usuarios/{usuarioId}': [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /actuaciones/{actuacionId}/etiquetas/reasignar':    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
};

securityTable('Actuaciones', Object.keys(RULES_ACTUACIONES), TABLE);
