/**
 * `npm run bench:listas`: the requests, centres and projects lists (and their counts) in process
 * over data/bench-datos.db (`npm run bench:datos`), the instance with 100,000 rows against the
 * one with 1,000, every filter and sort the lists offer. Each case runs in interleaved rounds
 * (small, large, small…), so machine noise hits both sizes alike; it prints p50/p99 of each
 * size and the ratio of the p99s (within 2×). With BENCH_EXPLAIN=1 it prints the
 * query plan of every list query at 100,000 rows and marks full scans and sorts in a temp
 * b-tree (✗), or ≈ for a sort of a filter's matches read from a covering index. Figures only,
 * never pass/fail.
 */
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { openClient } from '../src/db/driver-libsql.ts';
import * as schema from '../src/db/schema/index.ts';
import { instancias } from '../src/db/schema/index.ts';
import type { Db } from '../src/db/types.ts';
import { listCentros } from '../src/domain/centros/centros.ts';
import type { DomainContext } from '../src/domain/context.ts';
import type { ListQuery } from '../src/domain/listing.ts';
import { listHilos } from '../src/domain/mensajes/lectura.ts';
import { listProyectos } from '../src/domain/proyectos/listado.ts';
import { listSolicitudes } from '../src/domain/solicitudes/listado.ts';
import { BENCH_DATOS_DB, PEQUENA } from './lib/bench-datos-config.ts';

if (!existsSync(BENCH_DATOS_DB)) throw new Error('Primero npm run bench:datos');
const RONDAS = Number(process.env.BENCH_RONDAS ?? 60);
const explain = process.env.BENCH_EXPLAIN === '1';
const only = process.env.BENCH_ONLY?.toLowerCase();

let captured: { sql: string; params: unknown[] }[] | null = null;
const client = openClient(`file:${BENCH_DATOS_DB}`);
const db = drizzle(client, {
  schema,
  logger: { logQuery: (sql, params) => captured?.push({ sql, params }) },
}) as unknown as Db;

async function ctxOf(id: string): Promise<DomainContext> {
  const [instancia] = await db.select().from(instancias).where(eq(instancias.id, id));
  if (!instancia) throw new Error(`sin instancia ${id}`);
  const actor = { usuarioId: 1, nombre: 'Banco', esSuperAdmin: true, tipoPerfil: null, permisos: [], permisosGenerales: [] };
  return { db, clock: { now: () => new Date() }, instancia, actor };
}
const grande = await ctxOf('soludable');
const pequena = await ctxOf(PEQUENA.id);

type Caso = { nombre: string; run: (ctx: DomainContext) => Promise<unknown> };
const q = (extra: Partial<ListQuery> = {}): ListQuery => ({ pagina: 1, registrosPorPagina: 20, ...extra });
const cuenta = q({ registrosPorPagina: 1, campos: ['Id'] });

const casos: Caso[] = [];
const solicitud = (nombre: string, filtros: Parameters<typeof listSolicitudes>[1]['filtros'], query = q()) =>
  casos.push({ nombre: `solicitudes ${nombre}`, run: (ctx) => listSolicitudes(ctx, { query, filtros }) });
const centro = (nombre: string, filtros: Parameters<typeof listCentros>[1]['filtros'], query = q()) =>
  casos.push({ nombre: `centros ${nombre}`, run: (ctx) => listCentros(ctx, { query, filtros }) });
const proyecto = (nombre: string, filtros: Parameters<typeof listProyectos>[1]['filtros'], query = q()) =>
  casos.push({ nombre: `proyectos ${nombre}`, run: (ctx) => listProyectos(ctx, { query, filtros }) });

solicitud('sin filtro', {});
solicitud('recuento', {}, cuenta);
solicitud('estado', { estadoClave: 'PTE' });
solicitud('estado recuento', { estadoClave: 'PTE' }, cuenta);
solicitud('provincia', { provinciaId: 28 });
solicitud('proceso', { procesoId: 1 });
solicitud('ámbito', { ambitoId: 1 });
solicitud('fechas (un mes)', { fechaDesde: '2025-03-01', fechaHasta: '2025-03-31' });
solicitud('fechas recuento', { fechaDesde: '2025-03-01', fechaHasta: '2025-03-31' }, cuenta);
solicitud(
  'estado+provincia -Referencia',
  { estadoClave: 'PTE', provinciaId: 28 },
  q({ orden: '-Referencia', campos: ['Id', 'Referencia'] }),
);
solicitud('texto "centro 12"', { texto: 'centro 12' }, q({ campos: ['Id', 'Referencia'] }));
solicitud('texto CIF', { texto: 'B00012345' });
solicitud('texto recuento', { texto: 'centro 12' }, cuenta);
// The other regimes of the search (ADR 0026): a common word alone (the count joins the index),
// a short word alone (its trigrams), a one-letter word beside a common one.
solicitud('texto "centro"', { texto: 'centro' }, q({ campos: ['Id', 'Referencia'] }));
solicitud('texto "12"', { texto: '12' }, q({ campos: ['Id', 'Referencia'] }));
solicitud('texto "centro 1"', { texto: 'centro 1' }, q({ campos: ['Id', 'Referencia'] }));
for (const o of ['Id', 'Referencia', 'Fecha', 'Solicitante', 'Provincia', 'Municipio', 'Estado'])
  for (const d of ['', '-']) solicitud(`orden ${d}${o}`, {}, q({ orden: `${d}${o}` }));
solicitud('campos Id,Referencia', {}, q({ campos: ['Id', 'Referencia'] }));

centro('sin filtro', {});
centro('recuento', {}, cuenta);
centro('provincia', { provinciaId: 28 });
centro('provincia recuento', { provinciaId: 28 }, cuenta);
centro('fechas (un mes)', { fechaDesde: '2025-03-01', fechaHasta: '2025-03-31' });
centro('texto "centro 12"', { texto: 'centro 12' }, q({ campos: ['Id', 'Nombre'] }));
centro('texto CIF', { texto: 'B00012345' });
centro('provincia Nombre', { provinciaId: 28 }, q({ orden: 'Nombre', campos: ['Id', 'Nombre'] }));
for (const o of ['Id', 'Nombre', 'CIF', 'CodigoPostal', 'FechaAlta', 'Provincia', 'Municipio'])
  for (const d of ['', '-']) centro(`orden ${d}${o}`, {}, q({ orden: `${d}${o}` }));

proyecto('sin filtro', {});
proyecto('recuento', {}, cuenta);
proyecto('fase', { faseClave: 'FIN-INI' });
proyecto('estado', { estadoClave: 'CURSO' });
proyecto('estado recuento', { estadoClave: 'CURSO' }, cuenta);
proyecto('demo', { demo: false });
proyecto('proceso', { procesoId: 1 });
proyecto('ámbito', { ambitoId: 1 });
proyecto('etiqueta', { etiquetaId: 1 });
proyecto('texto "pry-ben 12"', { texto: 'pry-ben 12' });
proyecto('selector Id,Codigo,Centro', {}, q({ campos: ['Id', 'Codigo', 'Centro'] }));
// The HTTP bench's projects row with two filters and a sort.
proyecto('fase+estado -Centro', { faseClave: 'AUT-INI', estadoClave: 'CURSO' }, q({ orden: '-Centro' }));
for (const o of ['Id', 'Codigo', 'Centro', 'Fase', 'Estado'])
  for (const d of ['', '-']) proyecto(`orden ${d}${o}`, {}, q({ orden: `${d}${o}` }));

// The messages (ADR 0057): the agency's inbox over 100,000 messages in 10,000 projects, its
// filters, and the busiest project's thread list (1,000 messages) against the small instance's.
const primerProyecto = async (ctx: DomainContext) =>
  Number(
    (
      await client.execute({
        sql: "SELECT min(proyecto_id) AS p FROM hilos WHERE instancia_id = ? AND asunto LIKE 'Hilo %'",
        args: [ctx.instancia.id],
      })
    ).rows[0]?.p,
  );
const proyectoBanco = new Map<string, number>();
const hilos = (nombre: string, filtros: (ctx: DomainContext) => Promise<Parameters<typeof listHilos>[1]>) =>
  casos.push({ nombre: `mensajes ${nombre}`, run: async (ctx) => listHilos(ctx, await filtros(ctx), q()) });
const delProyecto = async (ctx: DomainContext) => {
  if (!proyectoBanco.has(ctx.instancia.id)) proyectoBanco.set(ctx.instancia.id, await primerProyecto(ctx));
  return proyectoBanco.get(ctx.instancia.id) as number;
};
hilos('bandeja', async () => ({}));
hilos('bandeja sin leer', async () => ({ noLeidos: true }));
hilos('hilos de un proyecto (1.000 mensajes)', async (ctx) => ({ proyectoId: await delProyecto(ctx) }));

const elegidos = casos.filter((c) => !only || c.nombre.toLowerCase().includes(only));

if (explain) {
  for (const c of elegidos) {
    captured = [];
    await c.run(grande);
    const queries = captured;
    captured = null;
    console.log(`\n## ${c.nombre}`);
    for (const { sql, params } of queries) {
      const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never[] });
      const lines = plan.rows.map((r) => String(r.detail));
      // A full scan of a list's table (or a whole index of it), or a sort in a temp b-tree of the
      // rows of an instance at the same level of the query (a page's own reads, by up to 20 ids
      // from a subquery that walks an index, may sort their few rows).
      const nivel = (l: string) => plan.rows.filter((r) => String(r.detail) === l).map((r) => Number(r.parent));
      const porInstancia = new Set(
        lines.filter((l) => /^SEARCH (solicitudes|centros|proyectos|auditoria|hilos) .*\(instancia_id=\?/.test(l)).flatMap(nivel),
      );
      const bad = lines.some(
        (l) =>
          /^SCAN (solicitudes|centros|proyectos|auditoria|hilos|mensajes|mensaje_pendientes)\b/.test(l) ||
          (/TEMP B-TREE/.test(l) && nivel(l).some((p) => porInstancia.has(p))),
      );
      // A sort of a filter's matches read from a covering index (migration 0026): bounded by the
      // filter's matches, no table row read for them.
      const cubierto =
        bad &&
        !lines.some((l) => /^SCAN (solicitudes|centros|proyectos|auditoria|hilos|mensajes|mensaje_pendientes)\b/.test(l)) &&
        lines
          .filter((l) => /^SEARCH (solicitudes|centros|proyectos|auditoria|hilos) .*\(instancia_id=\?/.test(l))
          .every((l) => / USING COVERING INDEX /.test(l));
      console.log(`${cubierto ? '≈' : bad ? '✗' : '✓'} ${sql.slice(0, 140)}${sql.length > 140 ? '…' : ''}`);
      for (const l of lines) console.log(`    ${l}`);
    }
  }
  process.exit(0);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
async function vez(c: Caso, ctx: DomainContext) {
  const s = performance.now();
  await c.run(ctx);
  return performance.now() - s;
}
// Warm-up, then rounds in which each case runs once per size, the order of the sizes alternating.
for (const c of elegidos) for (let i = 0; i < 3; i++) await Promise.all([vez(c, pequena), vez(c, grande)]);
const t = new Map(elegidos.map((c) => [c.nombre, { p: [] as number[], g: [] as number[] }]));
for (let r = 0; r < RONDAS; r++) {
  for (const c of elegidos) {
    const m = t.get(c.nombre) as { p: number[]; g: number[] };
    if (r % 2 === 0) {
      m.p.push(await vez(c, pequena));
      m.g.push(await vez(c, grande));
    } else {
      m.g.push(await vez(c, grande));
      m.p.push(await vez(c, pequena));
    }
  }
}
const f = (n: number) => n.toFixed(2).padStart(8);
console.log(`\nListas en proceso (${BENCH_DATOS_DB}), ${RONDAS} rondas intercaladas, ms`);
console.log(
  `${'qué'.padEnd(48)}  ${'p50 1k'.padStart(8)}  ${'p99 1k'.padStart(8)}  ${'p50 100k'.padStart(8)}  ${'p99 100k'.padStart(8)}  p99 100k / 1k`,
);
for (const c of elegidos) {
  const m = t.get(c.nombre) as { p: number[]; g: number[] };
  const ratio = pct(m.g, 0.99) / pct(m.p, 0.99);
  console.log(
    `${c.nombre.slice(0, 48).padEnd(48)}  ${f(pct(m.p, 0.5))}  ${f(pct(m.p, 0.99))}  ${f(pct(m.g, 0.5))}  ${f(pct(m.g, 0.99))}  ${ratio.toFixed(1).padStart(6)} ${ratio <= 2 ? '✓' : '✗'}`,
  );
}
client.close();
