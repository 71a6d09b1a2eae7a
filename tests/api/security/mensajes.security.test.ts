import { RULES_MENSAJES } from '../../../src/api/access/rules-mensajes.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Messages between a project's centre team and the agency.
// The answer each demo role gets from every route, written by hand from the MENSAJES_PROYECTO
// policy (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.
// The sample ids name no project, thread or message, so a let-in call answers 404 or 422.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                  anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // The agency's inbox across projects is GEST_COMUNIC's (the administrative responsible and the
  // tutor hold it); a team (COMUNIC) lists only its own project's threads, naming it.
  'GET /mensajes':                                    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  // Either side writes and reads a thread through the door; the domain decides within the project
  // (404 for a project, thread or message the caller may not see).
  'POST /mensajes':                                   [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /mensajes/hilos/{hiloId}':                     [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /mensajes/{mensajeId}':                        [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /mensajes/hilos/{hiloId}/leido':              [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /mensajes/{mensajeId}/lecturas':               [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Tags are the agency's own classification: GEST_COMUNIC at E.
  'POST /mensajes/{mensajeId}/etiquetas/reasignar':   [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  // Each person's own unread count and mail preference.
  'GET /mensajes/noLeidos':                           [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /mensajes/avisos':                             [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'PUT /mensajes/avisos':                             [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

securityTable('Messages', Object.keys(RULES_MENSAJES), TABLE);
