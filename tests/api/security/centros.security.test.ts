import { RULES_CENTROS } from '../../../src/api/access/rules-centros.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Applicants (centros).
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                             anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by the applicants' and the requests' staff (a request names its centre); written by the
  // applicants' managers (the administrators and the administrative responsible).
  'GET /centros':               [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /centros/{centroId}':    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /centros':              [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'PUT /centros/{centroId}':    [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /centros/{centroId}': [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('Applicants (centros)', Object.keys(RULES_CENTROS), TABLE);
