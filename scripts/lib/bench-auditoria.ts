/**
 * The audit log's figures, in process over a database file of their own
 * (data/bench-auditoria.db, rebuilt each run), over an empty log and over 1,000,000 entries:
 * - a write's latency with and without its entry, in interleaved rounds (the median of the
 *   rounds' ratios): the target (≤ 20 %) is read on PUT /api/centros/{id}, a write as a user
 *   makes it; the same edit as a lone statement batch is printed beside it as the entry's own
 *   cost in milliseconds (a statement alone is no write a user makes: no target there);
 * - `listAuditoria` (what GET /api/auditoria runs) with each filter alone (target p99 < 200 ms).
 * Figures only.
 */
import { rmSync } from 'node:fs';
import type { Client } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { createApp } from '../../src/api/app.ts';
import { openClient } from '../../src/db/driver-libsql.ts';
import { migrateLibsql } from '../../src/db/migrate.ts';
import * as schema from '../../src/db/schema/index.ts';
import { centros, instancias, usuarios } from '../../src/db/schema/index.ts';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import type { Db } from '../../src/db/types.ts';
import { listAuditoria } from '../../src/domain/auditoria/busqueda.ts';
import { auditar, commit } from '../../src/domain/auditoria/registro.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';

const FILE = './data/bench-auditoria.db';
const ENTRADAS = Number(process.env.BENCH_AUDITORIA_ENTRADAS ?? 1_000_000);
const RONDAS = Number(process.env.BENCH_AUDITORIA_RONDAS ?? 60);
const POR_RONDA = 20;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const ms = (n: number) => n.toFixed(2).padStart(8);

async function veces(n: number, f: (i: number) => Promise<unknown>): Promise<number[]> {
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await f(i);
    t.push(performance.now() - s);
  }
  return t;
}

/**
 * Loads `n` audit entries into the demo instance (5 years, 20 entities × 5,000 ids, 500 users,
 * the actions in turn), marked sealed so the sealer leaves them (the chain does not verify:
 * bench data only), then ANALYZE. `npm run bench:datos` loads them for the HTTP rows too.
 */
export async function cargarAuditoria(client: Client, n: number): Promise<void> {
  await client.execute(`INSERT INTO auditoria (instancia_id, fecha, usuario_id, usuario_nombre, accion, entidad, entidad_id, cambios, direccion, request_id, hash)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    SELECT 'soludable', strftime('%Y-%m-%dT%H:%M:%fZ', '2021-12-01', '+' || (i * 157) || ' seconds'), 1 + i % 500, 'Usuario ' || (1 + i % 500),
      CASE i % 4 WHEN 0 THEN 'CREAR' WHEN 1 THEN 'MODIFICAR' WHEN 2 THEN 'ELIMINAR' ELSE 'ACCESO_DENEGADO' END,
      'entidad' || (i % 20), CAST(1 + (i / 20) % 5000 AS TEXT),
      '[{"Campo":"Nombre","Antes":"a","Despues":"b"}]', '10.0.' || (i % 250) || '.1', 'r' || i, 'sellada'
    FROM n`);
  await client.execute('ANALYZE');
}

/** The searches the bench times, each filter alone (in process here, over HTTP in bench.ts). */
export const FILTROS_AUDITORIA: [string, Record<string, string>][] = [
  ['sin filtro', {}],
  ['entidad', { entidad: 'entidad7' }],
  ['entidad + id (Historial)', { entidad: 'entidad7', entidadId: '1234' }],
  ['id de registro', { entidadId: '1234' }],
  ['usuario', { usuarioId: '321' }],
  ['acción', { accion: 'MODIFICAR' }],
  ['rango de fechas (un mes)', { fechaDesde: '2024-03-01', fechaHasta: '2024-03-31' }],
];

/**
 * "A write's latency" as a user meets it: PUT /api/centros/{id} through the whole API in
 * process (session, validation, the row read before the change, the batch, the reply), over
 * the same database with its entries and through a view of it whose batches leave the audit
 * entries out: the difference is exactly what writing the entry costs.
 */
async function escrituraPorLaApi(db: Db, centroId: number) {
  const clock = { now: () => new Date() };
  await seedDemoUsuarios(db);
  const [admin] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'superadmin'));
  if (!admin) throw new Error('sin superadmin');
  const { token } = await createSession(db, { usuarioId: admin.id, clock });
  const sinEntradas = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'batch') return Reflect.get(target, key, receiver);
      return (items: { toSQL?: () => { sql: string } }[]) =>
        target.batch(items.filter((i) => !/^insert into "auditoria"/.test(i.toSQL?.().sql ?? '')) as never);
    },
  });
  const apps = { con: createApp({ db, clock }), sin: createApp({ db: sinEntradas, clock }) };
  const put = (k: 'con' | 'sin') => async (i: number) => {
    const res = await apps[k].request(
      `/api/centros/${centroId}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}`, 'X-Instancia': 'soludable' },
        body: JSON.stringify({ nombre: `Centro ${k} ${i}`, codigoPostal: '28001', provinciaId: 28, municipioId: 28079 }),
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    if (res.status !== 200) throw new Error(`PUT /api/centros: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  return { con: put('con'), sin: put('sin') };
}

export async function benchAuditoria(): Promise<void> {
  for (const s of ['', '-wal', '-shm', '-journal']) rmSync(`${FILE}${s}`, { force: true });
  const client = openClient(`file:${FILE}`);
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrateLibsql(db);
  await seedBase(db);
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, 'soludable'));
  if (!instancia) throw new Error('sin instancia');
  const clock = { now: () => new Date() };
  const actor = { usuarioId: 1, nombre: 'Banco', esSuperAdmin: true, tipoPerfil: null, permisos: [], permisosGenerales: [] };
  const ctx: DomainContext = { db, clock, instancia, actor, peticion: { direccion: '127.0.0.1', requestId: 'bench' } };

  // 1. A write with its entry against the same write alone (sequential, so latency is what differs).
  const [centro] = await db
    .insert(centros)
    .values({
      instanciaId: 'soludable',
      nombre: 'Centro 0',
      codigoPostal: '28001',
      provinciaId: 28,
      altaFecha: clock.now().toISOString(),
    })
    .returning({ id: centros.id });
  const id = centro?.id ?? 0;
  const editar = (i: number) =>
    db
      .update(centros)
      .set({ nombre: `Centro ${i}` })
      .where(eq(centros.id, id));
  const escribir = {
    sin: (i: number) => db.batch([editar(i)]),
    con: (i: number) =>
      commit(ctx, [
        editar(i),
        auditar({
          accion: 'MODIFICAR',
          entidad: 'centro',
          entidadId: id,
          cambios: [{ Campo: 'Nombre', Antes: 'a', Despues: `Centro ${i}` }],
        }),
      ]),
  };
  const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  /**
   * The entry's cost on a write, robust to a shared machine: many short rounds, each timing the
   * write with and without its entry back to back (the order alternating), and the median of
   * the rounds' ratios (a burst of load on the machine spoils a round, not the figure).
   */
  type Medir = Record<'sin' | 'con', (i: number) => Promise<unknown>>;
  async function sobrecoste(etiqueta: string, medir: Medir = escribir, objetivo = true) {
    await veces(100, (i) => medir.sin(i));
    await veces(100, (i) => medir.con(i));
    const ratios: number[] = [];
    const sin: number[] = [];
    const con: number[] = [];
    for (let r = 0; r < RONDAS; r++) {
      const orden = r % 2 === 0 ? (['sin', 'con'] as const) : (['con', 'sin'] as const);
      const t: Record<string, number[]> = {};
      for (const k of orden) t[k] = await veces(POR_RONDA, (i) => medir[k](i));
      sin.push(...(t.sin as number[]));
      con.push(...(t.con as number[]));
      ratios.push(pct(t.con as number[], 0.5) / pct(t.sin as number[], 0.5));
    }
    const sobre = 100 * (pct(ratios, 0.5) - 1);
    const q = (p: number) => `${(100 * (pct(ratios, p) - 1)).toFixed(0)} %`;
    console.log(
      `${`edición sin entrada (${etiqueta})`.slice(0, 52).padEnd(52)}  ${ms(media(sin))}  ${ms(pct(sin, 0.5))}  ${ms(pct(sin, 0.99))}`,
    );
    const veredicto = objetivo
      ? `${sobre <= 20 ? '✓' : '✗'} ${sobre >= 0 ? '+' : ''}${sobre.toFixed(1)} % (mediana de ${RONDAS} rondas; cuartiles ${q(0.25)} a ${q(0.75)}; ≤ 20 %)`
      : `coste propio de la entrada: +${(pct(con, 0.5) - pct(sin, 0.5)).toFixed(2)} ms (${sobre >= 0 ? '+' : ''}${sobre.toFixed(0)} % de una sentencia sola; referencia, sin objetivo)`;
    console.log(
      `${`… con su entrada, mismo batch (${etiqueta})`.slice(0, 52).padEnd(52)}  ${ms(media(con))}  ${ms(pct(con, 0.5))}  ${ms(pct(con, 0.99))}  ${veredicto}`,
    );
  }
  console.log(`\nAuditoría (en proceso, ${FILE})`);
  console.log(`${'qué'.padEnd(52)}  ${'media ms'.padStart(8)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  objetivo`);
  await sobrecoste('sentencia sola, registro vacío', escribir, false);
  const peticion = await escrituraPorLaApi(db, id);
  await sobrecoste('PUT /api/centros, registro vacío', peticion);

  // 2. 1,000,000 entries: 5 years, 20 entities × 5,000 ids, 500 users, the actions in turn.
  const t0 = performance.now();
  await cargarAuditoria(client, ENTRADAS);
  console.log(`(${ENTRADAS.toLocaleString('es-ES')} entradas cargadas en ${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  await sobrecoste(`sentencia sola, ${ENTRADAS.toLocaleString('es-ES')} entradas`, escribir, false);
  await sobrecoste(`PUT /api/centros, ${ENTRADAS.toLocaleString('es-ES')} entradas`, peticion);
  for (const [nombre, q] of FILTROS_AUDITORIA) {
    const f = { ...q, usuarioId: q.usuarioId === undefined ? undefined : Number(q.usuarioId) };
    const t = await veces(40, (i) => listAuditoria(ctx, { query: { pagina: 1 + (i % 3), registrosPorPagina: 20 }, filtros: f }));
    const p99 = pct(t, 0.99);
    console.log(
      `${`GET /api/auditoria ${nombre} (${ENTRADAS.toLocaleString('es-ES')})`.padEnd(52)}  ${ms(media(t))}  ${ms(pct(t, 0.5))}  ${ms(p99)}  ${p99 < 200 ? '✓' : '✗'} p99 < 200 ms`,
    );
  }
  // Let the sealer the commits scheduled finish before the client goes.
  await new Promise((r) => setTimeout(r, 1000));
  client.close();
}
