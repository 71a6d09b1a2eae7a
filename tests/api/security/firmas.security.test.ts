import { RULES_FIRMAS } from '../../../src/api/access/rules-firmas.ts';
import { type Row, securityTable, YES } from './harness.ts';

// E-signatures (GEST_FIRMA).
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                               anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The agency administrator (the director's profile) and the head of evaluation sign; the
  // administrative staff, the tutor, the centre teams and the evaluators do not.
  'GET /firmas':                  [401, YES, YES, 403, 403, 403, 403, 403, 403, YES, 403],
  'POST /ficheros/firmar':        [401, YES, YES, 403, 403, 403, 403, 403, 403, YES, 403],
  // Which documents need whose signature is a process setting: read by who reads processes (the
  // administrators, the administrative staff, the tutor), changed by who edits them (the administrators).
  'GET /procesos/{procesoId}/firmas': [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/{procesoId}/firmas': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('Firmas', Object.keys(RULES_FIRMAS), TABLE);
