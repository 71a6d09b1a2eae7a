import { RULES_ACREDITACIONES } from '../../../src/api/access/rules-acreditaciones.ts';
import { RULES_ACREDITACIONES_CERTIFICADO } from '../../../src/api/access/rules-acreditaciones-certificado.ts';
import { RULES_PUBLICO_ACREDITACIONES } from '../../../src/api/access/rules-publico-acreditaciones.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Accreditations (management, certificates, public register).
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                   anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Management (GEST_CERT_ACRED): staff holding the key read (the request and project staff hold it at L);
  // only the agency's administrators write. No project team reaches it.
  'GET /acreditaciones':                                              [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /acreditaciones/proyectosElegibles':                           [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /acreditaciones/{acreditacionId}':                             [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /acreditaciones':                                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /acreditaciones/{acreditacionId}':                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /acreditaciones/{acreditacionId}':                          [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /acreditaciones/{acreditacionId}/observaciones':               [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /acreditaciones/{acreditacionId}/observaciones':              [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /acreditaciones/observaciones/{acreditacionObservacionId}':    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /acreditaciones/observaciones/{acreditacionObservacionId}': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // Generating a certificate writes the accreditation; verifying a code and the public register are anyone's.
  'POST /acreditaciones/{acreditacionId}/certificado':                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /publico/verificacion/{csv}':                                  [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/verificacion/{csv}/certificado':                      [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/acreditaciones':                                      [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/acreditaciones/{acreditacionId}':                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/acreditaciones/{acreditacionId}/certificado':         [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // The register as open data: anyone's, like the register.
  'GET /publico/datos/acreditaciones.csv':                            [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/datos/acreditaciones.json':                           [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/datos/acreditaciones.atom':                           [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/datos/catalogo.rdf':                                  [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable(
  'Accreditations (management, certificates, public register)',
  Object.keys({ ...RULES_ACREDITACIONES, ...RULES_ACREDITACIONES_CERTIFICADO, ...RULES_PUBLICO_ACREDITACIONES }),
  TABLE,
);
