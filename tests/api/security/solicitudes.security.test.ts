import { RULES_SOLICITUDES } from '../../../src/api/access/rules-solicitudes.ts';
import { RULES_SOLICITUDES_ALTA } from '../../../src/api/access/rules-solicitudes-alta.ts';
import { RULES_SOLICITUDES_GESTION } from '../../../src/api/access/rules-solicitudes-gestion.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Requests: staff's management and the public wizard's submit.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                        anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by the requests' staff (the tutor reads); written by the administrators and the administrative responsible.
  'GET /solicitudes':                                      [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /solicitudes/{solicitudId}':                        [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /solicitudes/{solicitudId}':                        [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /solicitudes/{solicitudId}':                     [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'PUT /solicitudes/{solicitudId}/aceptar':                [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'PUT /solicitudes/{solicitudId}/rechazar':               [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'POST /solicitudes/{solicitudId}/observaciones':         [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'PUT /solicitudes/observaciones/{observacionId}':        [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /solicitudes/observaciones/{observacionId}':     [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'POST /solicitudes/{solicitudId}/noConformidades':       [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'PUT /solicitudes/noConformidades/{noConformidadId}':    [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /solicitudes/noConformidades/{noConformidadId}': [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  // The wizard's submit: anyone (staff fields are checked by the domain).
  'POST /solicitudes':                                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /solicitudes/responsables':                         [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
};

securityTable(
  'Requests: staff’s management and the public wizard’s submit',
  Object.keys({ ...RULES_SOLICITUDES, ...RULES_SOLICITUDES_ALTA, ...RULES_SOLICITUDES_GESTION }),
  TABLE,
);
