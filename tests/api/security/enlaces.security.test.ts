import { RULES_ENLACES } from '../../../src/api/access/rules-enlaces.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Links (enlaces).
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                               anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The public links are anyone's, signed in or not.
  'GET /enlaces/publico':         [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // One link: open to all, like the public list; the domain shows a non-public one to managers only (404 otherwise).
  'GET /enlaces/{enlaceId}':      [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Managing them is the content staff's (MANUALES): the tutor holds it at L and reads the
  // list; only the administrators write. Nobody else, centre teams and evaluators included.
  'GET /enlaces':                 [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'POST /enlaces':                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /enlaces/ordenar':        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /enlaces/{enlaceId}':      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /enlaces/{enlaceId}':   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('Enlaces', Object.keys(RULES_ENLACES), TABLE);
