import type { Client, InValue } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { optimizeDatabase } from '../../src/db/statistics.ts';
import type { Db } from '../../src/db/types.ts';
import { cargarAcreditaciones } from './bench-acreditaciones.ts';
import { cargarAuditoria } from './bench-auditoria.ts';
import { PEQUENA } from './bench-datos-config.ts';
import { cargarManualGrande } from './bench-manual-grande.ts';
import { cargarMensajes } from './bench-mensajes.ts';
import { cargarRegistros } from './bench-registros.ts';

/** How much `npm run bench:datos` loads (the full set; the invariants test loads a small one of the same shape). */
export interface TamanosBench {
  /** Centres and requests of the demo instance (a tenth of them get a project). */
  centros: number;
  /** Centres and requests of the small instance. */
  pequena: number;
  acreditaciones: number;
  auditoria: number;
  log?: (linea: string) => void;
}

export const TAMANOS_BENCH: TamanosBench = {
  centros: 100_000,
  pequena: 1_000,
  acreditaciones: 10_000,
  auditoria: Number(process.env.BENCH_DATOS_AUDITORIA ?? 1_000_000),
};

/** Loads the bench's rows into a database seeded with the demo data (through `client`). */
export async function cargarDatosBench(client: Client, tamanos: TamanosBench = TAMANOS_BENCH): Promise<void> {
  const log = tamanos.log ?? ((l: string) => console.log(l));
  const one = async (sql: string, args: InValue[] = []) => (await client.execute({ sql, args })).rows[0];

  /** A copy of a row with some columns replaced (the id left to the table). */
  async function copyRow(table: string, where: string, args: InValue[], changes: Record<string, InValue>) {
    const row = await one(`SELECT * FROM ${table} WHERE ${where}`, args);
    if (!row) throw new Error(`${table}: no hay fila que copiar`);
    const cols = Object.keys(row).filter((c) => c !== 'id' || 'id' in changes);
    const values = cols.map((c) => (c in changes ? (changes[c] as InValue) : (row[c] as InValue)));
    await client.execute({
      sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      args: values,
    });
  }

  await copyRow('instancias', 'id = ?', ['soludable'], { id: PEQUENA.id, nombre: 'Banco pequeño' });
  await copyRow('usuarios', 'email = ? AND instancia_id = ?', ['superadmin@soludable.demo', 'soludable'], {
    instancia_id: PEQUENA.id,
    email: PEQUENA.usuario,
    user_name: 'bench-pequena',
  });

  const proceso = Number((await one("SELECT id FROM procesos WHERE instancia_id = 'soludable' ORDER BY id LIMIT 1"))?.id);
  const fases = (await client.execute('SELECT clave FROM fases_proyecto ORDER BY orden')).rows.map((r) => String(r.clave));
  const faseCase = `CASE (i % ${fases.length}) ${fases.map((f, k) => `WHEN ${k} THEN '${f}'`).join(' ')} END`;
  // A result only once the first cycle has ended (FIN-INI and every phase after it), as publishing gives one.
  const resultadoCase = `CASE WHEN (i % ${fases.length}) >= ${fases.indexOf('FIN-INI')}
    THEN (CASE (i / ${fases.length}) % 2 WHEN 0 THEN 'ACR' ELSE 'NO_ACR' END) ELSE 'PTE' END`;
  const ambitos = (await client.execute("SELECT id FROM ambitos WHERE instancia_id = 'soludable' ORDER BY id")).rows.map((r) =>
    Number(r.id),
  );
  const ambitoCase = ambitos.length
    ? `CASE (i % ${ambitos.length + 1}) ${ambitos.map((a, k) => `WHEN ${k} THEN ${a}`).join(' ')} ELSE NULL END`
    : 'NULL';
  const etiquetas = (
    await client.execute("SELECT id FROM etiquetas WHERE instancia_id = 'soludable' AND tipo_clave = 'PRY'")
  ).rows.map((r) => Number(r.id));
  const provincias = (await client.execute('SELECT id FROM provincias ORDER BY id')).rows.map((r) => Number(r.id));
  const provinciaCase = `CASE (i % ${provincias.length}) ${provincias.map((p, k) => `WHEN ${k} THEN ${p}`).join(' ')} END`;

  /** Loads `n` centres, `n` requests (one per centre) and `n / 10` projects into an instance. */
  async function load(instancia: string, n: number) {
    const counter = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
    // Dates spread over two years, one every few minutes, so sorting by date has real work to do.
    const fecha = "strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (i * 7) || ' minutes')";
    const base = Number((await one('SELECT coalesce(max(id), 0) AS m FROM centros'))?.m);
    // The first or the last municipality of the row's province, so the municipality sort has work to do.
    const municipio = `(SELECT CASE i % 2 WHEN 0 THEN min(id) ELSE max(id) END FROM municipios WHERE provincia_id = ${provinciaCase})`;
    await client.execute(`INSERT INTO centros (instancia_id, nombre, cif, direccion, codigo_postal, provincia_id, municipio_id, alta_fecha)
      ${counter} SELECT '${instancia}', 'Centro ' || i, 'B' || printf('%08d', i), 'Calle ' || i, printf('%05d', i % 52000),
      ${provinciaCase}, ${municipio}, ${fecha} FROM n`);
    await client.execute(`INSERT INTO solicitudes (instancia_id, referencia, proceso_id, centro_id, estado_clave, ambito_id, nombre, cif,
      codigo_postal, provincia_id, municipio_id, alta_fecha)
      ${counter} SELECT '${instancia}', 'BEN-' || printf('%07d', i), ${proceso}, ${base} + i,
      CASE i % 3 WHEN 0 THEN 'PTE' WHEN 1 THEN 'ACE' ELSE 'NO_ACE' END, ${ambitoCase}, 'Centro ' || i, 'B' || printf('%08d', i),
      printf('%05d', i % 52000), ${provinciaCase}, ${municipio}, ${fecha} FROM n`);
    const primera = Number(
      (await one(`SELECT min(id) AS m FROM solicitudes WHERE referencia = 'BEN-0000001' AND instancia_id = ?`, [instancia]))?.m,
    );
    // Projects spread over every phase, the three statuses and results, the scopes, a tenth demo, a
    // third tagged: each filter of the projects list has rows to find and rows to skip. Each has
    // the records its phase says (bench-registros.ts).
    const primerProyecto = Number((await one('SELECT coalesce(max(id), 0) AS m FROM proyectos'))?.m);
    await client.execute(`INSERT INTO proyectos (instancia_id, codigo, solicitud_id, centro_id, proceso_id, ambito_id, estado_clave,
      fase_clave, resultado_clave, demo, alta_fecha)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.floor(n / 10)})
      SELECT '${instancia}', 'PRY-BEN-' || printf('%06d', i), ${primera} + (i * 10 - 9), ${base} + (i * 10 - 9), ${proceso}, ${ambitoCase},
      CASE i % 7 WHEN 0 THEN 'FIN' WHEN 1 THEN 'CANCEL' ELSE 'CURSO' END, ${faseCase},
      ${resultadoCase}, i % 10 = 0, ${fecha} FROM n`);
    await cargarRegistros(client, instancia, primerProyecto);
    if (etiquetas.length > 0 && instancia === 'soludable')
      await client.execute(`INSERT INTO proyecto_etiquetas (proyecto_id, etiqueta_id)
        SELECT id, CASE (id % ${etiquetas.length}) ${etiquetas.map((e, k) => `WHEN ${k} THEN ${e}`).join(' ')} END
        FROM proyectos WHERE id > ${primerProyecto} AND id % 3 = 0`);
  }

  await load('soludable', tamanos.centros);
  await load(PEQUENA.id, tamanos.pequena);
  // A manual of 100 standards and 300 evidences, with a self-assessment and an evaluation over it.
  await cargarManualGrande(client);
  // The public register: 10,000 accreditations over as many centres in every province.
  await cargarAcreditaciones(client, 'soludable', tamanos.acreditaciones);
  // The messages (as many as centres, over the projects; one busy project's list at a hundredth of
  // them); the bench reads them as user 1.
  for (const [instancia, n] of [
    ['soludable', tamanos.centros],
    [PEQUENA.id, tamanos.pequena],
  ] as const)
    await cargarMensajes(client, instancia, { mensajes: n, proyectos: n / 10, enUnProyecto: n / 100, lector: 1 });
  // The audit search over HTTP (npm run bench): 1,000,000 entries in the demo instance.
  if (tamanos.auditoria > 0) await cargarAuditoria(client, tamanos.auditoria);
  for (const t of ['centros', 'solicitudes', 'proyectos', 'acreditaciones', 'auditoria', 'hilos', 'mensajes']) {
    const rows = await client.execute(`SELECT instancia_id, count(*) AS n FROM ${t} GROUP BY instancia_id`);
    log(`${t}: ${rows.rows.map((r) => `${r.instancia_id} ${r.n}`).join(', ')}`);
  }
  // As a deployment does after a bulk load (ADR 0051, 0034): statistics of every table, then the
  // scheduled job's own step, so the bench's server does not spend its first tick analysing.
  await client.execute('ANALYZE');
  log(`Estadísticas: ${await optimizeDatabase(drizzle(client) as unknown as Db)}`);
}
