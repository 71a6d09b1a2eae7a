import { RULES_ESTANDARES } from '../../../src/api/access/rules-estandares.ts';
import { type Row, securityTable, YES } from './harness.ts';

// The catalogue: standards, evidences, examples and evaluation guides.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                    anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by every demo account (all work against the catalogue); maintained by the agency's administrators.
  'GET /estandares':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /estandares/{estandarId}':                      [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /estandares':                                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /estandares/ordenar':                          [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /estandares/{estandarId}':                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /estandares/{estandarId}':                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /estandares/{estandarId}/etiquetas/reasignar': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /estandares/{estandarId}/ejemplos/reasignar':  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /estandares/{estandarId}/ambitos/reasignar':   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /evidencias':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /evidencias/{evidenciaId}':                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /evidencias':                                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /evidencias/ordenar':                          [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /evidencias/{evidenciaId}':                     [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /evidencias/{evidenciaId}':                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /evidencias/{evidenciaId}/ejemplos/reasignar': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /evidencias/{evidenciaId}/pruebas/reasignar':  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /ejemplos':                                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /ejemplos/{ejemploId}':                         [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /ejemplos':                                    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /ejemplos/{ejemploId}':                         [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /ejemplos/{ejemploId}':                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /ejemplos/{ejemploId}/estandares':             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /ejemplos/{ejemploId}/estandares/reasignar':   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /ejemplos/{ejemploId}/evidencias/reasignar':   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /guiasEvaluacion':                              [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /guiasEvaluacion/{guiaEvaluacionId}':           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /guiasEvaluacion':                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /guiasEvaluacion/ordenar':                     [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /guiasEvaluacion/{guiaEvaluacionId}':           [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /guiasEvaluacion/{guiaEvaluacionId}':        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
};

securityTable('The catalogue: standards, evidences, examples and evaluation guides', Object.keys(RULES_ESTANDARES), TABLE);
