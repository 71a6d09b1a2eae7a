import type { Client } from '@libsql/client';

// The messages' bench data: `mensajes` messages in threads of five over the instance's first
// `proyectos` bench projects (PRY-BEN-…), plus one project whose list holds `enUnProyecto`
// messages (the thread list of a busy project), a tenth of them unread by user `lector`. Made
// by SQL (a recursive counter) in seconds.

export async function cargarMensajes(
  client: Client,
  instancia: string,
  o: { mensajes: number; proyectos: number; enUnProyecto: number; lector: number },
): Promise<void> {
  await client.execute('DROP TABLE IF EXISTS temp.bp');
  await client.execute(`CREATE TEMP TABLE bp AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, centro_id FROM proyectos
    WHERE instancia_id = '${instancia}' AND codigo LIKE 'PRY-BEN-%' ORDER BY id LIMIT ${o.proyectos}`);
  const nProyectos = Number((await client.execute('SELECT count(*) AS n FROM temp.bp')).rows[0]?.n);
  if (!nProyectos) throw new Error(`${instancia}: sin proyectos de banco`);
  const primerHilo = Number((await client.execute('SELECT coalesce(max(id), 0) AS m FROM hilos')).rows[0]?.m);
  const hilos = (
    n: number,
    proyecto: string,
  ) => `INSERT INTO hilos (instancia_id, proyecto_id, centro_id, asunto, ultimo_en, n_mensajes, alta_fecha)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    SELECT '${instancia}', bp.id, bp.centro_id, 'Hilo ' || i, strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (i * 3) || ' minutes'), 5,
      '2025-01-01T00:00:00Z' FROM n JOIN temp.bp ON bp.k = ${proyecto}`;
  await client.execute(hilos(o.mensajes / 5, `i % ${nProyectos}`));
  // The busy project: the first bench project gets the threads of `enUnProyecto` messages more.
  await client.execute(hilos(o.enUnProyecto / 5, '0'));
  await client.execute(`INSERT INTO mensajes (instancia_id, hilo_id, proyecto_id, asunto, cuerpo, lado, usuario_id, usuario_nombre, fecha)
    WITH RECURSIVE m(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM m WHERE j < 5)
    SELECT h.instancia_id, h.id, h.proyecto_id, h.asunto, 'Texto del mensaje ' || j, CASE j % 2 WHEN 1 THEN 'CEN' ELSE 'AGE' END, NULL,
      'Banco', h.ultimo_en FROM hilos h, m WHERE h.id > ${primerHilo}`);
  await client.execute(`INSERT INTO mensaje_pendientes (usuario_id, mensaje_id, hilo_id, proyecto_id, instancia_id)
    SELECT ${o.lector}, id, hilo_id, proyecto_id, instancia_id FROM mensajes WHERE hilo_id > ${primerHilo} AND id % 10 = 0`);
  await client.execute('DROP TABLE temp.bp');
}
