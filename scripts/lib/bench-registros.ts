import type { Client } from '@libsql/client';

// The bench's projects carry the records their phase says they have, as the product's own
// steps leave them (src/domain/shared/fases.ts: closing a self-assessment opens its
// evaluation, publishing the evaluation ends the cycle), so the large data set obeys the same
// invariants as the demo (src/db/seed/invariantes.ts, ADR 0055):
// - every project has its first self-assessment (AUT-INI), closed once the project is past it;
// - from EVA-INI on, its evaluation (EVA-INI), published with the project's result from FIN-INI on;
// - in follow-up (SEG), the follow-up self-assessment and, from EVA-SEG on, its evaluation,
//   published at FIN-SEG;
// - a published evaluation has every standard evaluated: met (C) when it accredits, not met
//   (NC) when it does not, so its result is the one the level rule gives;
// - a closed self-assessment was finished as finishing allows (src/domain/autoevaluacion/fin.ts):
//   every standard judged (met) and justified.
// Made by SQL over the projects with ids above `desdeId`; the standards' rows come from the
// trigger that opens them (migration 0022).

/** Records for the projects of `instancia` with id > `desdeId`, by their phase; the project's result decides the published ones'. */
export async function cargarRegistros(client: Client, instancia: string, desdeId: number): Promise<void> {
  const proyectosDe = `FROM proyectos p JOIN fases_proyecto f ON f.clave = p.fase_clave
    WHERE p.instancia_id = '${instancia}' AND p.id > ${desdeId}`;
  const orden = async (clave: string) =>
    Number((await client.execute(`SELECT orden FROM fases_proyecto WHERE clave = '${clave}'`)).rows[0]?.orden);
  const evaIni = await orden('EVA-INI');
  const finIni = await orden('FIN-INI');
  const autSeg = await orden('AUT-SEG');
  const evaSeg = await orden('EVA-SEG');
  const finSeg = await orden('FIN-SEG');
  const alta = "'2025-01-01T00:00:00Z'";
  /** One record of phase `fase` for the projects from phase order `desde`, closed (FIN) from `cierra`, published from `publica`. */
  const registro = (fase: string, desde: number, cierra: number, publica: number | null) =>
    client.execute(`INSERT INTO autoevaluaciones (instancia_id, proyecto_id, fase_clave, estado_clave, fecha_apertura, fecha_inicio,
      fecha_fin, resultado_clave, fecha_publicacion, alta_fecha)
      SELECT p.instancia_id, p.id, '${fase}', CASE WHEN f.orden >= ${cierra} THEN 'FIN' ELSE 'CURSO' END, '2025-01-01', '2025-01-01',
      CASE WHEN f.orden >= ${cierra} THEN '2025-03-01' END,
      ${publica === null ? "'PTE'" : `CASE WHEN f.orden >= ${publica} THEN p.resultado_clave ELSE 'PTE' END`},
      ${publica === null ? 'NULL' : `CASE WHEN f.orden >= ${publica} THEN '2025-04-01' END`}, ${alta}
      ${proyectosDe} AND f.orden >= ${desde}`);
  await registro('AUT-INI', 1, evaIni, null);
  await registro('EVA-INI', evaIni, finIni, finIni);
  await registro('AUT-SEG', autSeg, evaSeg, null);
  await registro('EVA-SEG', evaSeg, finSeg, finSeg);
  // The published evaluations' verdicts: every standard evaluated, as their result says.
  await client.execute(`UPDATE autoevaluacion_estandares SET
      estado_clave = (SELECT CASE a.resultado_clave WHEN 'ACR' THEN 'C' ELSE 'NC' END FROM autoevaluaciones a
        WHERE a.id = autoevaluacion_estandares.autoevaluacion_id),
      justificacion = 'Comprobado en la visita.', version = 1
    WHERE autoevaluacion_id IN (SELECT a.id FROM autoevaluaciones a JOIN proyectos p ON p.id = a.proyecto_id
      WHERE p.instancia_id = '${instancia}' AND p.id > ${desdeId} AND a.fecha_publicacion IS NOT NULL)`);
  // The closed self-assessments' verdicts: every standard judged and justified.
  await client.execute(`UPDATE autoevaluacion_estandares SET
      estado_clave = 'C', justificacion = 'Documentado y revisado por el equipo.', version = 1
    WHERE autoevaluacion_id IN (SELECT a.id FROM autoevaluaciones a JOIN proyectos p ON p.id = a.proyecto_id
      JOIN fases_proyecto f ON f.clave = a.fase_clave
      WHERE p.instancia_id = '${instancia}' AND p.id > ${desdeId} AND f.tipo_clave = 'AUT' AND a.estado_clave = 'FIN')`);
}
