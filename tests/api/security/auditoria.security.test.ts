import { RULES_AUDITORIA } from '../../../src/api/access/rules-auditoria.ts';
import { type Row, securityTable, YES } from './harness.ts';

// The audit log.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                 anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by AUDITORIA, which only the agency's administrators hold; nobody writes it through the API.
  'GET /auditoria': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('The audit log', Object.keys(RULES_AUDITORIA), TABLE);
