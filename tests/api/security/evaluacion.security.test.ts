import { RULES_EVALUACION_RESULTADO } from '../../../src/api/access/rules-evaluacion-resultado.ts';
import { RULES_INFORMES } from '../../../src/api/access/rules-informes.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Evaluation: levels, result, report, report PDFs and list exports.
// The answer each demo role gets from every route, written by hand from the area's policy
// (src/domain/permisos/politicas.ts) and the permissions each demo profile holds
// (src/db/seed/identidad.ts). YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                                                     anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  // Levels are written by process managers (the agency's administrators).
  'POST /procesos/{procesoId}/niveles':                                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'PUT /procesos/niveles/{nivelId}':                                    [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'DELETE /procesos/niveles/{nivelId}':                                 [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  // The result: the evaluation team (INF_EVAL) and staff who follow projects. The report is
  // attached by the head of evaluation.
  'GET /autoevaluaciones/{autoevaluacionId}/resultado':                 [401, YES, YES, YES, YES, 403, 403, 403, 403, YES, YES],
  'POST /autoevaluaciones/{autoevaluacionId}/informe':                  [401, YES, 403, 403, 403, 403, 403, 403, 403, YES, 403],
  // The report PDF is the evaluation team's; the follow-up template also the tutor's (INF_EVALUACION);
  // the summary table is read as the record.
  'GET /autoevaluaciones/{autoevaluacionId}/informe.pdf':               [401, YES, 403, 403, 403, 403, 403, 403, 403, YES, YES],
  'GET /autoevaluaciones/{autoevaluacionId}/plantilla-seguimiento.pdf': [401, YES, 403, 403, YES, 403, 403, 403, 403, YES, 403],
  'GET /autoevaluaciones/{autoevaluacionId}/tabla.pdf':                 [401, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  // Each export as its list page.
  'GET /exportaciones/solicitudes':                                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/solicitantes':                                    [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/proyectos':                                       [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/usuarios':                                        [401, YES, YES, 403, 403, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/procesos':                                        [401, YES, YES, YES, 403, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/actuaciones':                                     [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/estandares':                                      [401, YES, YES, 403, YES, 403, 403, 403, 403, 403, 403],
  'GET /exportaciones/consultas':                                       [401, YES, YES, YES, YES, 403, 403, 403, 403, 403, 403],
};

securityTable(
  'Evaluation: levels, result, report, report PDFs and list exports',
  Object.keys({ ...RULES_EVALUACION_RESULTADO, ...RULES_INFORMES }),
  TABLE,
);
