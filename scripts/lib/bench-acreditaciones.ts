import type { Client } from '@libsql/client';
import { cargarRegistros } from './bench-registros.ts';

// The register's bench data: `n` accreditations over as many new centres spread
// over every province (the first or last municipality of each), with their requests and
// projects, made by SQL (a recursive counter) in seconds. About one in eight is not in force
// (expired, revoked, suspended or not yet published), so the in-force rule has rows to skip.
// Each project ended its first cycle accredited the product's way (bench-registros.ts: its
// evaluation published, ACR) and each accreditation has its certificate files' rows (public
// CER_PUB and private CER_PRV; no bytes: the bench reads the register, not the PDFs), except
// the ones not yet published, so the register's certificate rule has rows to skip too.

const NOMBRES = ['Piscina', 'Club Náutico', 'Camping', 'Polideportivo', 'Colegio', 'Hotel', 'Playa', 'Ayuntamiento'];

/** `prefijo` starts every centre name and code, so a test can find its own rows (letters only). */
export async function cargarAcreditaciones(client: Client, instancia: string, n: number, prefijo = 'ACR'): Promise<void> {
  if (!/^[A-Za-z]{1,12}$/.test(prefijo)) throw new Error(`prefijo no válido: ${prefijo}`);
  const P = prefijo.toUpperCase();
  const one = async (sql: string) => (await client.execute(sql)).rows[0];
  const proceso = Number((await one(`SELECT id FROM procesos WHERE instancia_id = '${instancia}' ORDER BY id LIMIT 1`))?.id);
  if (!proceso) throw new Error(`${instancia}: sin procesos (hace falta la semilla de demostración)`);
  const provincias = (await client.execute('SELECT id FROM provincias ORDER BY id')).rows.map((r) => Number(r.id));
  const ambitos = (await client.execute(`SELECT id FROM ambitos WHERE instancia_id = '${instancia}' ORDER BY id`)).rows.map((r) =>
    Number(r.id),
  );
  const caso = (valores: (number | string)[], i = 'i') =>
    valores.length ? `CASE (${i} % ${valores.length}) ${valores.map((v, k) => `WHEN ${k} THEN ${v}`).join(' ')} END` : 'NULL';
  const provincia = caso(provincias);
  const nombre = `${caso(NOMBRES.map((x) => `'${x}'`))} || ' ' || printf('%05d', i)`;
  const counter = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  const alta = "'2026-01-01T00:00:00Z'";
  const base = Number((await one('SELECT coalesce(max(id), 0) AS m FROM centros'))?.m);
  const baseSol = Number((await one('SELECT coalesce(max(id), 0) AS m FROM solicitudes'))?.m);
  const basePry = Number((await one('SELECT coalesce(max(id), 0) AS m FROM proyectos'))?.m);
  await client.execute(`INSERT INTO centros (id, instancia_id, nombre, codigo_postal, provincia_id, municipio_id, alta_fecha)
    ${counter} SELECT ${base} + i, '${instancia}', '${prefijo} ' || ${nombre}, printf('%05d', i % 52000), ${provincia},
    (SELECT CASE i % 2 WHEN 0 THEN min(id) ELSE max(id) END FROM municipios WHERE provincia_id = ${provincia}), ${alta} FROM n`);
  await client.execute(`INSERT INTO solicitudes (id, instancia_id, referencia, proceso_id, centro_id, estado_clave, nombre,
    codigo_postal, provincia_id, alta_fecha)
    ${counter} SELECT ${baseSol} + i, '${instancia}', '${P}-' || printf('%07d', i), ${proceso}, ${base} + i, 'ACE', '${prefijo} ' || ${nombre},
    printf('%05d', i % 52000), ${provincia}, ${alta} FROM n`);
  await client.execute(`INSERT INTO proyectos (id, instancia_id, codigo, solicitud_id, centro_id, proceso_id, ambito_id, estado_clave,
    fase_clave, resultado_clave, alta_fecha)
    ${counter} SELECT ${basePry} + i, '${instancia}', 'PRY-${P}-' || printf('%06d', i), ${baseSol} + i, ${base} + i, ${proceso},
    ${caso(ambitos)}, 'CURSO', 'FIN-INI', 'ACR', ${alta} FROM n`);
  // Published over the last three years, valid for three; i % 32 picks the few not in force.
  const publicacion = "date('now', '-' || (i % 1000) || ' days')";
  await client.execute(`INSERT INTO acreditaciones (instancia_id, codigo, proyecto_id, fecha_publicacion, fecha_vigencia,
    fecha_revocacion, fecha_suspension, estado_clave, csv, nivel_clave, nivel_nombre, alta_fecha)
    ${counter} SELECT '${instancia}', 'ACR-${P}-' || printf('%06d', i), ${basePry} + i,
    CASE i % 32 WHEN 4 THEN date('now', '+30 days') ELSE ${publicacion} END,
    CASE i % 32 WHEN 1 THEN date('now', '-1 days') ELSE date(${publicacion}, '+3 years') END,
    CASE i % 32 WHEN 2 THEN date('now', '-10 days') END,
    CASE i % 32 WHEN 3 THEN date('now', '-5 days') END,
    CASE i % 32 WHEN 1 THEN 'CAD' WHEN 2 THEN 'REV' WHEN 4 THEN 'PRE' ELSE 'VIG' END,
    lower(hex(randomblob(16))), CASE i % 3 WHEN 0 THEN 'ORO' WHEN 1 THEN 'PLATA' ELSE 'BRONCE' END,
    CASE i % 3 WHEN 0 THEN 'Oro' WHEN 1 THEN 'Plata' ELSE 'Bronce' END, ${alta} FROM n`);
  await cargarRegistros(client, instancia, basePry);
  const propias = `FROM acreditaciones WHERE instancia_id = '${instancia}' AND codigo LIKE 'ACR-${P}-%' AND estado_clave <> 'PRE'`;
  for (const [tipo, columna] of [
    ['CER_PUB', 'fichero_publico_id'],
    ['CER_PRV', 'fichero_privado_id'],
  ] as const) {
    await client.execute(`INSERT INTO ficheros (instancia_id, nombre_fisico, clave_almacen, tipo_contenido, bytes, tipo_clave,
      acreditacion_id, alta_fecha)
      SELECT instancia_id, 'certificado-' || codigo || '.pdf', 'bench-${tipo}-' || id, 'application/pdf', 65536, '${tipo}', id, ${alta}
      ${propias}`);
    await client.execute(`UPDATE acreditaciones SET ${columna} = (SELECT f.id FROM ficheros f
      WHERE f.clave_almacen = 'bench-${tipo}-' || acreditaciones.id) WHERE id IN (SELECT id ${propias})`);
  }
}
