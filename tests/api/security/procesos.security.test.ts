import { RULES_PROCESOS } from '../../../src/api/access/rules-procesos.ts';
import { RULES_PROCESOS_ABIERTOS } from '../../../src/api/access/rules-procesos-abiertos.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Calls (procesos) and the processes open today.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                      anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Read by the process managers and the requests' staff; written by the process managers
  // (the agency's administrators; the administrative responsible reads them only).
  'GET /procesos':                                                       [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /procesos/{procesoId}':                                           [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'POST /procesos':                                                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /procesos/importar':                                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/{procesoId}':                                           [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /procesos/{procesoId}':                                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/{procesoId}/perfiles':                                  [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/{procesoId}/ambitos/{ambitoId}':                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /procesos/{procesoId}/ambitos/{ambitoId}':                     [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/{procesoId}/fasesProyecto/{faseClave}':                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /procesos/{procesoId}/tiposFichero':                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /procesos/{procesoId}/tiposFichero/{clave}':                   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /procesos/{procesoId}/tiposFichero/{clave}/ambitos/reasignar':   [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /tiposFichero':                                                  [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /tiposFichero/{tipoFicheroClave}':                                [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'PUT /tiposFichero/{tipoFicheroClave}':                                [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /procesos/{procesoId}/plantillasNotificaciones':                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/plantillasNotificaciones/{plantillaNotificacionId}':    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /procesos/plantillasNotificaciones/{plantillaNotificacionId}': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // The public page and the request wizard: anyone.
  'GET /procesosAbiertos':                                               [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /procesosAbiertos/{procesoId}':                                   [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable(
  'Calls (procesos) and the processes open today',
  Object.keys({ ...RULES_PROCESOS, ...RULES_PROCESOS_ABIERTOS }),
  TABLE,
);
