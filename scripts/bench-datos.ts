/**
 * `npm run bench:datos`: a separate database for `npm run bench` (data/bench-datos.db) with the
 * demo data plus 100,000 centres, 100,000 requests, 10,000 projects, 10,000 accreditations (with
 * their own centres, requests and projects) and 1,000,000 audit entries
 * (BENCH_DATOS_AUDITORIA) and 100,000 messages over those projects in the demo instance, and a second instance
 * (bench-pequena) with 1,000 centres and requests, 100 projects and 1,000 messages: the lists must stay as fast over the
 * large set as over the small one. Rows are made by SQL (a recursive counter), so it takes
 * seconds; it never touches data/acredita.db.
 */
import { rmSync } from 'node:fs';
import type { InValue } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { openClient } from '../src/db/driver-libsql.ts';
import { optimizeDatabase } from '../src/db/statistics.ts';
import type { Db } from '../src/db/types.ts';
import { cargarAcreditaciones } from './lib/bench-acreditaciones.ts';
import { cargarAuditoria } from './lib/bench-auditoria.ts';
import { BENCH_DATOS_DB, PEQUENA } from './lib/bench-datos-config.ts';
import { cargarMensajes } from './lib/bench-mensajes.ts';

for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${BENCH_DATOS_DB}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:${BENCH_DATOS_DB}`;
const { prepareDatabase } = await import('./lib/database.ts');
await prepareDatabase({ seed: 'always', demo: true });

const client = openClient(`file:${BENCH_DATOS_DB}`);
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
  // third tagged: each filter of the projects list has rows to find and rows to skip.
  const primerProyecto = Number((await one('SELECT coalesce(max(id), 0) AS m FROM proyectos'))?.m);
  await client.execute(`INSERT INTO proyectos (instancia_id, codigo, solicitud_id, centro_id, proceso_id, ambito_id, estado_clave,
    fase_clave, resultado_clave, demo, alta_fecha)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n / 10})
    SELECT '${instancia}', 'PRY-BEN-' || printf('%06d', i), ${primera} + (i * 10 - 9), ${base} + (i * 10 - 9), ${proceso}, ${ambitoCase},
    CASE i % 7 WHEN 0 THEN 'FIN' WHEN 1 THEN 'CANCEL' ELSE 'CURSO' END, ${faseCase},
    CASE i % 7 WHEN 0 THEN (CASE i % 2 WHEN 0 THEN 'ACR' ELSE 'NO_ACR' END) ELSE 'PTE' END, i % 10 = 0, ${fecha} FROM n`);
  if (etiquetas.length > 0 && instancia === 'soludable')
    await client.execute(`INSERT INTO proyecto_etiquetas (proyecto_id, etiqueta_id)
      SELECT id, CASE (id % ${etiquetas.length}) ${etiquetas.map((e, k) => `WHEN ${k} THEN ${e}`).join(' ')} END
      FROM proyectos WHERE id > ${primerProyecto} AND id % 3 = 0`);
}

await load('soludable', 100_000);
await load(PEQUENA.id, 1_000);
// The messages: the inbox over 10,000 projects, and one project's list at 1,000 messages (the bench reads as user 1).
await cargarMensajes(client, 'soludable', { mensajes: 100_000, proyectos: 10_000, enUnProyecto: 1_000, lector: 1 });
await cargarMensajes(client, PEQUENA.id, { mensajes: 1_000, proyectos: 100, enUnProyecto: 10, lector: 1 });
// The public register: 10,000 accreditations over as many centres in every province.
await cargarAcreditaciones(client, 'soludable', 10_000);
// The audit search over HTTP (npm run bench): 1,000,000 entries in the demo instance.
const entradas = Number(process.env.BENCH_DATOS_AUDITORIA ?? 1_000_000);
if (entradas > 0) await cargarAuditoria(client, entradas);
for (const t of ['centros', 'solicitudes', 'proyectos', 'acreditaciones', 'auditoria', 'hilos', 'mensajes']) {
  const rows = await client.execute(`SELECT instancia_id, count(*) AS n FROM ${t} GROUP BY instancia_id`);
  console.log(`${t}: ${rows.rows.map((r) => `${r.instancia_id} ${r.n}`).join(', ')}`);
}
// As a deployment does after a bulk load (ADR 0051, 0034): statistics of every table, then the
// scheduled job's own step, so the bench's server does not spend its first tick analysing.
await client.execute('ANALYZE');
console.log(`Estadísticas: ${await optimizeDatabase(drizzle(client) as unknown as Db)}`);
console.log(`Datos de banco listos en ${BENCH_DATOS_DB}: npm run bench los usa.`);
client.close();
