import { RULES_LOGIN } from '../../../src/api/access/rules-login.ts';
import { RULES_YO } from '../../../src/api/access/rules-yo.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Signing in and one's own account.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                            anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Signing in, out and resetting a password: anyone, the credentials are in the body.
  'POST /login':                               [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /login/refrescar':                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /logout':                              [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /login/PeticionRestablecerContrasena': [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /login/RestablecerContrasena':         [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Certificate sign-in: anyone, the certificate or the single-use ticket is the credential.
  'GET /login/certificado':                    [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /login/certificado/retorno':           [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // One's own data: any account.
  'GET /yo':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /yo':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /yo/contrasena':                        [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /yo/tiposPerfil':                       [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /yo/permisos':                          [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable('Signing in and one’s own account', Object.keys({ ...RULES_LOGIN, ...RULES_YO }), TABLE);
