import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';

// What a follow-up self-assessment starts from: the previous cycle's team record, copied row
// by row in the batch that opens it (INSERT … SELECT, so D1 runs it in one batch too). Copied:
// verdicts on standards and evidences (status, applies, justification), answered tests with
// their answers, marked answers and files, improvement areas and strengths. Not copied: the
// evidence locks (the new cycle revises everything), assignments, tags, tasks and
// observations, which belong to the earlier cycle's work.
//
// Files are REFERENCED, not duplicated in storage: both cycles' answers point at the same
// `ficheros` row. That is safe because the earlier cycle is finished (read-only) and deleting
// a file attached to a finished self-assessment is refused (requireFicheroNoCerrado, 409); the
// new cycle can still detach a file from its own answer, which removes only its link.
//
// Authors: a copied row is created (Alta) by whoever opened the cycle, at that moment, and keeps
// as its last change (Modificacion) the author and date of its contents in the earlier cycle, so
// a verdict never shows the person who opened the follow-up as the one who wrote it. A last
// change older than the row is how the pages know it is a copy nobody has touched since
// (copiadaSinCambios, src/domain/auditoria/columnas.ts). The audit log records the opening itself.
// Standards nobody wrote in the earlier cycle (version 0) are not copied: the new record already
// has its own untouched row for each.

/** Audit columns of the copied rows: who opened the cycle, and when. */
interface AltaCopia {
  fecha: string;
  usuarioId: number | null;
  nombre: string | null;
}

/**
 * The statements that copy self-assessment `origenId` into `destino` (an id, or a subquery
 * for a record inserted earlier in the same batch). Rows get version 1: a new record. Opening
 * the record already gave it an untouched row per standard (migration 0022): the copy
 * overwrites those the earlier cycle wrote, and leaves the others untouched.
 */
export function copiarCiclo(db: Db, origenId: number, destino: SQL | number, alta: AltaCopia) {
  const d = typeof destino === 'number' ? sql`${destino}` : sql`(${destino})`;
  const a = sql`${alta.fecha}, ${alta.usuarioId}, ${alta.nombre}`;
  // The earlier row's last change, or its creation when nobody changed it: who wrote its contents.
  const autor = sql`coalesce(modificacion_fecha, alta_fecha),
    case when modificacion_fecha is null then alta_usuario_id else modificacion_usuario_id end,
    case when modificacion_fecha is null then alta_usuario_nombre else modificacion_usuario_nombre end`;
  const columnas = sql.raw(
    'alta_fecha, alta_usuario_id, alta_usuario_nombre, modificacion_fecha, modificacion_usuario_id, modificacion_usuario_nombre',
  );
  // The new cycle's answered test for the earlier one's `op` row (same test).
  const np = sql`inner join autoevaluacion_pruebas np on np.prueba_id = op.prueba_id and np.autoevaluacion_id = ${d}`;
  const nq = sql`inner join autoevaluacion_preguntas nq on nq.autoevaluacion_prueba_id = np.id and nq.pregunta_id = q.pregunta_id`;
  return [
    db.run(sql`insert into autoevaluacion_estandares (autoevaluacion_id, estandar_id, estado_clave, aplica, justificacion,
        version, ${columnas})
      select ${d}, estandar_id, estado_clave, aplica, justificacion, 1, ${a}, ${autor}
      from autoevaluacion_estandares where autoevaluacion_id = ${origenId} and version > 0 and ${d} is not null
      on conflict (autoevaluacion_id, estandar_id) do update set estado_clave = excluded.estado_clave,
        aplica = excluded.aplica, justificacion = excluded.justificacion, version = excluded.version,
        alta_fecha = excluded.alta_fecha, alta_usuario_id = excluded.alta_usuario_id,
        alta_usuario_nombre = excluded.alta_usuario_nombre, modificacion_fecha = excluded.modificacion_fecha,
        modificacion_usuario_id = excluded.modificacion_usuario_id,
        modificacion_usuario_nombre = excluded.modificacion_usuario_nombre`),
    db.run(sql`insert into autoevaluacion_evidencias (autoevaluacion_id, evidencia_id, estado_clave, aplica, bloqueado,
        justificacion, version, ${columnas})
      select ${d}, evidencia_id, estado_clave, aplica, 0, justificacion, 1, ${a}, ${autor}
      from autoevaluacion_evidencias where autoevaluacion_id = ${origenId} and ${d} is not null`),
    db.run(sql`insert into autoevaluacion_pruebas (autoevaluacion_id, prueba_id, ${columnas})
      select ${d}, prueba_id, ${a}, ${autor} from autoevaluacion_pruebas where autoevaluacion_id = ${origenId} and ${d} is not null`),
    db.run(sql`insert into autoevaluacion_prueba_ficheros (autoevaluacion_prueba_id, fichero_id)
      select np.id, f.fichero_id from autoevaluacion_prueba_ficheros f
      inner join autoevaluacion_pruebas op on op.id = f.autoevaluacion_prueba_id ${np}
      where op.autoevaluacion_id = ${origenId}`),
    db.run(sql`insert into autoevaluacion_preguntas (autoevaluacion_prueba_id, pregunta_id, respuesta)
      select np.id, q.pregunta_id, q.respuesta from autoevaluacion_preguntas q
      inner join autoevaluacion_pruebas op on op.id = q.autoevaluacion_prueba_id ${np}
      where op.autoevaluacion_id = ${origenId}`),
    db.run(sql`insert into autoevaluacion_pregunta_marcadas (autoevaluacion_pregunta_id, respuesta_id)
      select nq.id, m.respuesta_id from autoevaluacion_pregunta_marcadas m
      inner join autoevaluacion_preguntas q on q.id = m.autoevaluacion_pregunta_id
      inner join autoevaluacion_pruebas op on op.id = q.autoevaluacion_prueba_id ${np} ${nq}
      where op.autoevaluacion_id = ${origenId}`),
    db.run(sql`insert into autoevaluacion_pregunta_ficheros (autoevaluacion_pregunta_id, fichero_id)
      select nq.id, f.fichero_id from autoevaluacion_pregunta_ficheros f
      inner join autoevaluacion_preguntas q on q.id = f.autoevaluacion_pregunta_id
      inner join autoevaluacion_pruebas op on op.id = q.autoevaluacion_prueba_id ${np} ${nq}
      where op.autoevaluacion_id = ${origenId}`),
    db.run(sql`insert into autoevaluacion_areas_mejora (autoevaluacion_id, estandar_id, evidencia_id, codigo, descripcion,
        implantacion, ${columnas})
      select ${d}, estandar_id, evidencia_id, codigo, descripcion, implantacion, ${a}, ${autor}
      from autoevaluacion_areas_mejora where autoevaluacion_id = ${origenId} and ${d} is not null order by id`),
    db.run(sql`insert into autoevaluacion_fortalezas (autoevaluacion_id, estandar_id, evidencia_id, codigo, descripcion,
        ${columnas})
      select ${d}, estandar_id, evidencia_id, codigo, descripcion, ${a}, ${autor}
      from autoevaluacion_fortalezas where autoevaluacion_id = ${origenId} and ${d} is not null order by id`),
  ];
}
