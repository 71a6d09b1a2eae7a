/**
 * `npm run bench:datos`: a separate database for `npm run bench` (data/bench-datos.db) with the
 * demo data plus 100,000 centres, 100,000 requests and 10,000 projects in the demo instance, and
 * a second instance (bench-pequena) with 1,000 of each: the lists must stay as fast over the
 * large set as over the small one. Rows are made by SQL (a recursive counter), so it takes
 * seconds; it never touches data/acredita.db.
 */
import { rmSync } from 'node:fs';
import { createClient, type InValue } from '@libsql/client';
import { BENCH_DATOS_DB, PEQUENA } from './lib/bench-datos-config.ts';

for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${BENCH_DATOS_DB}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:${BENCH_DATOS_DB}`;
const { prepareDatabase } = await import('./lib/database.ts');
await prepareDatabase({ seed: 'always', demo: true });

const client = createClient({ url: `file:${BENCH_DATOS_DB}` });
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
const fase = String((await one('SELECT clave FROM fases_proyecto ORDER BY clave LIMIT 1'))?.clave);
const provincias = (await client.execute('SELECT id FROM provincias ORDER BY id')).rows.map((r) => Number(r.id));
const provinciaCase = `CASE (i % ${provincias.length}) ${provincias.map((p, k) => `WHEN ${k} THEN ${p}`).join(' ')} END`;

/** Loads `n` centres, `n` requests (one per centre) and `n / 10` projects into an instance. */
async function load(instancia: string, n: number) {
  const counter = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  // Dates spread over two years, one every few minutes, so sorting by date has real work to do.
  const fecha = "strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (i * 7) || ' minutes')";
  const base = Number((await one('SELECT coalesce(max(id), 0) AS m FROM centros'))?.m);
  await client.execute(`INSERT INTO centros (instancia_id, nombre, cif, direccion, codigo_postal, provincia_id, alta_fecha)
    ${counter} SELECT '${instancia}', 'Centro ' || i, 'B' || printf('%08d', i), 'Calle ' || i, printf('%05d', i % 52000),
    ${provinciaCase}, ${fecha} FROM n`);
  await client.execute(`INSERT INTO solicitudes (instancia_id, referencia, proceso_id, centro_id, estado_clave, nombre, cif,
    codigo_postal, provincia_id, alta_fecha)
    ${counter} SELECT '${instancia}', 'BEN-' || printf('%07d', i), ${proceso}, ${base} + i,
    CASE i % 3 WHEN 0 THEN 'PTE' WHEN 1 THEN 'ACE' ELSE 'NO_ACE' END, 'Centro ' || i, 'B' || printf('%08d', i),
    printf('%05d', i % 52000), ${provinciaCase}, ${fecha} FROM n`);
  const primera = Number(
    (await one(`SELECT min(id) AS m FROM solicitudes WHERE referencia = 'BEN-0000001' AND instancia_id = ?`, [instancia]))?.m,
  );
  await client.execute(`INSERT INTO proyectos (instancia_id, codigo, solicitud_id, centro_id, proceso_id, fase_clave, alta_fecha)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n / 10})
    SELECT '${instancia}', 'PRY-BEN-' || printf('%06d', i), ${primera} + (i * 10 - 9), ${base} + (i * 10 - 9), ${proceso}, '${fase}',
    ${fecha} FROM n`);
}

await load('soludable', 100_000);
await load(PEQUENA.id, 1_000);
for (const t of ['centros', 'solicitudes', 'proyectos']) {
  const rows = await client.execute(`SELECT instancia_id, count(*) AS n FROM ${t} GROUP BY instancia_id`);
  console.log(`${t}: ${rows.rows.map((r) => `${r.instancia_id} ${r.n}`).join(', ')}`);
}
console.log(`Datos de banco listos en ${BENCH_DATOS_DB}: npm run bench los usa.`);
client.close();
