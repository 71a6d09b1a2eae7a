import { RULES_MANUALES } from '../../../src/api/access/rules-manuales.ts';
import { RULES_PUBLICO_MANUALES } from '../../../src/api/access/rules-publico-manuales.ts';
import { type Row, securityTable, YES } from './harness.ts';

// The catalogue: scopes, tags, packages, manuals and blocks, and the public manuals.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                            anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The catalogue is read by everyone who works against it (manuals and process staff, teams,
  // evaluators): every demo account. Only the agency's administrators maintain it.
  'GET /ambitos':                                              [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /ambitos/{ambitoId}':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /ambitos':                                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /ambitos/{ambitoId}':                                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /ambitos/{ambitoId}':                                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // Tags: read by any account; written by whoever manages some type of tag (people, manuals,
  // consultations, projects, actuations, messages), then the domain checks the tag's type.
  'GET /etiquetas':                                            [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /etiquetas/{etiquetaId}':                               [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /etiquetas':                                           [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /etiquetas/{etiquetaId}':                               [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'DELETE /etiquetas/{etiquetaId}':                            [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /paquetes':                                             [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /paquetes/{paqueteId}':                                 [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /paquetes':                                            [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /paquetes/{paqueteId}':                                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /paquetes/{paqueteId}':                              [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /mapas':                                                [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /tiposPrueba':                                          [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /tiposPregunta':                                        [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /manuales':                                             [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /manuales/{manualId}':                                  [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /manuales':                                            [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /manuales/{manualId}':                                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /manuales/{manualId}':                               [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /manuales/{manualId}/publicar':                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /manuales/{manualId}/etiquetas/reasignar':             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /manuales/{manualId}/ambitos/reasignar':               [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // The export carries the forms' correct answers: only who maintains manuals, the tutor reading them.
  'GET /manuales/{manualId}/exportacion':                      [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'POST /manuales/importar':                                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /bloques':                                              [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /bloques/{bloqueId}':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /bloques':                                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /bloques/{bloqueId}':                                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /bloques/{bloqueId}':                                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /bloques/{bloqueId}/ambitos/reasignar':                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // Anyone: the domain shows public manuals to all and the rest only to catalogue readers.
  'GET /publico/manuales':                                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/manuales/{manualId}':                          [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /publico/estandares/{estandarId}/ejemplos/{ejemploId}': [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable(
  'The catalogue: scopes, tags, packages, manuals and blocks, and the public manuals',
  Object.keys({ ...RULES_MANUALES, ...RULES_PUBLICO_MANUALES }),
  TABLE,
);
