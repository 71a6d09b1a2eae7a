import { RULES_INVITACIONES } from '../../../src/api/access/rules-invitaciones.ts';
import { RULES_USUARIOS } from '../../../src/api/access/rules-usuarios.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Users, their profiles and invitations.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                          anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // User administration (PERSONAS): the agency's administrators.
  'GET /usuarios':                                                           [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /usuarios/etiquetas':                                                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /usuarios/{usuarioId}':                                               [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /usuarios':                                                          [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /usuarios/{usuarioId}':                                               [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PATCH /usuarios/{usuarioId}':                                             [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /usuarios/{usuarioId}/perfiles':                                     [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}':                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}/proyectos/{proyectoId}': [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'POST /usuarios/{usuarioId}/etiquetas/reasignar':                          [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // Profile names for selects: any account.
  'GET /perfiles':                                                           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /invitaciones':                                                      [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /invitaciones':                                                       [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /invitaciones/{id}':                                               [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // The invitation link's token is the credential: anyone who holds it.
  'GET /invitaciones/{token}':                                               [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /invitaciones/{token}':                                               [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable('Users, their profiles and invitations', Object.keys({ ...RULES_USUARIOS, ...RULES_INVITACIONES }), TABLE);
