import { RULES_FICHEROS } from '../../../src/api/access/rules-ficheros.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Files and avatars.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                               anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Who may upload, delete or read a given file depends on its owner: the domain decides per file.
  'PUT /yo/avatar':               [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'DELETE /yo/avatar':            [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /ficheros':               [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'DELETE /ficheros/{ficheroId}': [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Open at the door, since files of public manuals are public. The sample id does not exist: 404
  // with a session, 401 without one (the domain answers an anonymous caller alike for every
  // file that is not public, existing or not).
  'GET /ficheros/{ficheroId}':    [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable('Files and avatars', Object.keys(RULES_FICHEROS), TABLE);
