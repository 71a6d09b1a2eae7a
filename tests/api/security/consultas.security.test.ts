import { RULES_CONSULTAS } from '../../../src/api/access/rules-consultas.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Enquiries (consultas).
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                  anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The contact form is anyone's: its stamp and its submission.
  'GET /consultas/marca':                            [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /consultas':                                 [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Staff holding GEST_CONSULTAS (the administrators, the administrative responsible and the
  // tutors, all at E) read and answer them; the centres' and evaluators' profiles do not.
  'GET /consultas':                                  [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /consultas/responsables':                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /consultas/{consultaId}':                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /consultas/{consultaId}':                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'DELETE /consultas/{consultaId}':                  [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /consultas/{consultaId}/etiquetas/reasignar':[401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /consultas/{consultaId}/observaciones':       [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /consultas/{consultaId}/observaciones':      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /consultas/observaciones/{observacionId}':    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'DELETE /consultas/observaciones/{observacionId}': [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
};

securityTable('Enquiries (consultas)', Object.keys(RULES_CONSULTAS), TABLE);
