import type { Client, InValue } from '@libsql/client';

/**
 * The large manual of `npm run bench:datos`: a copy of the demo's call (process) over a manual of
 * 100 standards in 10 blocks with 3 evidences each (300), and two projects on it shaped like the
 * demo's pair the bench signs in to: one in its self-assessment (open, with its 300 evidences
 * answered as pending) whose team includes the demo self-assessor, and one in its evaluation (the
 * self-assessment closed, every standard met and justified, as finishing leaves it) led by the
 * demo head of evaluation with the demo evaluator. The bench measures the demo manual's pages and
 * these side by side (scripts/lib/bench-sesion.ts). Made by SQL like the rest of the set; the
 * standards' rows come from the trigger that opens them (migration 0022).
 */
export const MANUAL_GRANDE = { codigo: 'BENCH-100', estandares: 100, evidenciasPorEstandar: 3, proyecto: 'PRY-GRANDE' } as const;

export async function cargarManualGrande(client: Client, instancia = 'soludable'): Promise<void> {
  const rows = async (sql: string, args: InValue[] = []) => (await client.execute({ sql, args })).rows;
  const one = async (sql: string, args: InValue[] = []) => (await rows(sql, args))[0];
  const lastId = async () => Number((await one('SELECT last_insert_rowid() AS id'))?.id);

  /** Copies the rows of `table` matching `where`, with some columns replaced (ids left to the table). */
  async function copy(table: string, where: string, args: InValue[], changes: Record<string, string>) {
    const cols = (await rows(`SELECT name FROM pragma_table_info('${table}')`))
      .map((r) => String(r.name))
      .filter((c) => c !== 'id');
    await client.execute({
      sql: `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((c) => changes[c] ?? c).join(', ')} FROM ${table} WHERE ${where}`,
      args,
    });
    return lastId();
  }

  // The demo pair: the self-assessor's project (in its self-assessment) and the evaluator's (in its evaluation).
  const proyectoDe = async (email: string, tipo: 'AUT' | 'EVA') =>
    Number(
      (
        await one(
          `SELECT p.id FROM proyectos p JOIN usuario_perfiles up ON up.proyecto_id = p.id JOIN usuarios u ON u.id = up.usuario_id
          JOIN fases_proyecto f ON f.clave = p.fase_clave WHERE u.email = ? AND p.instancia_id = ? AND f.tipo_clave = ? ORDER BY p.id LIMIT 1`,
          [email, instancia, tipo],
        )
      )?.id,
    );
  const proyectoAut = await proyectoDe('autoevaluador@soludable.demo', 'AUT');
  const proyectoEva = await proyectoDe('evaluador@soludable.demo', 'EVA');
  const proceso = Number((await one('SELECT proceso_id AS id FROM proyectos WHERE id = ?', [proyectoAut]))?.id);
  const manual = Number((await one('SELECT manual_id AS id FROM procesos WHERE id = ?', [proceso]))?.id);
  if (!proyectoAut || !proyectoEva || !manual) throw new Error('manual grande: no están los proyectos de demostración');

  const nuevoManual = await copy('manuales', 'id = ?', [manual], {
    codigo: `'${MANUAL_GRANDE.codigo}'`,
    nombre: "'Manual de banco (100 estándares)'",
    publico: '0',
  });
  const bloques = MANUAL_GRANDE.estandares / 10;
  const counter = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  await client.execute(`INSERT INTO bloques (instancia_id, manual_id, codigo, nombre, descripcion, color, orden, alta_fecha)
    ${counter(bloques)} SELECT '${instancia}', ${nuevoManual}, 'B' || printf('%02d', i), 'Bloque ' || i,
    'Criterios del bloque ' || i || ' del manual de banco.', '#3b6e8f', i, '2025-01-01T00:00:00Z' FROM n`);
  const primerBloque = Number((await one('SELECT min(id) AS id FROM bloques WHERE manual_id = ?', [nuevoManual]))?.id);
  await client.execute(`INSERT INTO estandares (instancia_id, manual_id, bloque_id, codigo, descripcion, esencial, proposito, minimo, orden, alta_fecha)
    ${counter(MANUAL_GRANDE.estandares)} SELECT '${instancia}', ${nuevoManual}, ${primerBloque} + (i - 1) / 10, 'E' || printf('%03d', i),
    'El centro documenta, aplica y revisa cada año el procedimiento número ' || i || ' de su plan de promoción de la salud.',
    i % 4 = 0, 'Que el procedimiento ' || i || ' se conozca y se aplique.', ${MANUAL_GRANDE.evidenciasPorEstandar}, i, '2025-01-01T00:00:00Z' FROM n`);
  await client.execute(`INSERT INTO evidencias (instancia_id, manual_id, estandar_id, codigo, descripcion, esencial, minimo, orden, alta_fecha)
    ${counter(MANUAL_GRANDE.evidenciasPorEstandar)} SELECT e.instancia_id, e.manual_id, e.id, e.codigo || '.' || i,
    'Registro ' || i || ' que demuestra el cumplimiento de ' || e.codigo || ' (acta, informe o fotografía fechada).', i = 1, 0, i,
    '2025-01-01T00:00:00Z' FROM estandares e, n WHERE e.manual_id = ${nuevoManual}`);

  // The call over it: the demo's, with every setting it carries (phases, profiles, levels, files…).
  const nuevoProceso = await copy('procesos', 'id = ?', [proceso], {
    codigo: `'${MANUAL_GRANDE.codigo}'`,
    nombre: "'Convocatoria de banco (manual de 100 estándares)'",
    manual_id: String(nuevoManual),
  });
  for (const r of await rows(
    "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'proceso_id' AND m.name NOT IN ('proyectos', 'solicitudes')",
  ))
    await copy(String(r.name), 'proceso_id = ?', [proceso], { proceso_id: String(nuevoProceso) });

  /** A copy of a demo project (and its request) on the new call, with its team's profiles. */
  async function proyecto(desde: number, sufijo: string): Promise<number> {
    const solicitud = await copy('solicitudes', '(SELECT solicitud_id FROM proyectos WHERE id = ?) = id', [desde], {
      referencia: `referencia || '-${sufijo}'`,
      proceso_id: String(nuevoProceso),
    });
    const id = await copy('proyectos', 'id = ?', [desde], {
      codigo: `'${MANUAL_GRANDE.proyecto}-${sufijo}'`,
      solicitud_id: String(solicitud),
      proceso_id: String(nuevoProceso),
      demo: '0',
    });
    await copy('usuario_perfiles', 'proyecto_id = ?', [desde], { proyecto_id: String(id) });
    return id;
  }
  /** Opens the record of phase `fase` for `proyectoId` (the trigger opens its 100 standards). */
  const abrir = (proyectoId: number, fase: string, estado: 'CURSO' | 'FIN') =>
    client.execute(`INSERT INTO autoevaluaciones (instancia_id, proyecto_id, fase_clave, estado_clave, fecha_apertura, fecha_inicio,
      fecha_fin, resultado_clave, alta_fecha) VALUES ('${instancia}', ${proyectoId}, '${fase}', '${estado}', '2025-01-01', '2025-01-01',
      ${estado === 'FIN' ? "'2025-03-01'" : 'NULL'}, 'PTE', '2025-01-01T00:00:00Z')`);
  /** The record's 300 evidences, answered as `estado`. */
  const evidencias = (autoevaluacion: number, estado: string) =>
    client.execute(`INSERT INTO autoevaluacion_evidencias (autoevaluacion_id, evidencia_id, estado_clave, aplica, version, alta_fecha)
      SELECT ${autoevaluacion}, id, '${estado}', 1, 1, '2025-01-01T00:00:00Z' FROM evidencias WHERE manual_id = ${nuevoManual}`);

  const aut = await proyecto(proyectoAut, 'AUT');
  await abrir(aut, 'AUT-INI', 'CURSO');
  await evidencias(await lastId(), 'PTE');

  const eva = await proyecto(proyectoEva, 'EVA');
  await abrir(eva, 'AUT-INI', 'FIN');
  const cerrada = await lastId();
  await evidencias(cerrada, 'C');
  // Closed as finishing allows (src/domain/autoevaluacion/fin.ts): every standard judged and justified.
  await client.execute(`UPDATE autoevaluacion_estandares SET estado_clave = 'C',
    justificacion = 'Documentado y revisado por el equipo.', version = 1 WHERE autoevaluacion_id = ${cerrada}`);
  await abrir(eva, 'EVA-INI', 'CURSO');
}
