import { addMonths, formatISO, parseISO } from 'date-fns';
import { and, asc, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { instancias } from '../../db/schema/instancias.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { recuentos } from '../../db/schema/recuentos.ts';
import { centros, solicitudes } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { INICIO_GESTION, PROYECTOS, SOLICITUDES } from '../permisos/politicas.ts';
import { puede, requireRegla } from '../permisos/regla.ts';
import { inicioDiaMadrid } from '../shared/dias-alta.ts';
import { sumarDias, todayIso } from '../shared/fechas.ts';
import { registrosConProyecto } from '../shared/uniones.ts';

// The management index (`/index`): projects by phase and by status, requests per month and
// the deadlines at risk, each figure with the filtered list it comes from. Each section is
// there only for who may open the list it links to.

/** Days ahead that make a deadline "at risk". */
export const DIAS_RIESGO = 15;
/** Months of requests the chart shows (the current one included). */
const MESES_SOLICITUDES = 12;

export interface Barra {
  Clave: string;
  Nombre: string;
  Valor: number;
  /** The list filtered to this bar. */
  Enlace: string;
}

interface PlazoEnRiesgo {
  Tipo: 'autoevaluacion' | 'subsanacion';
  Proyecto: { Id: number; Codigo: string };
  Centro: string;
  Fase: string;
  FechaLimite: string;
  /** Days left (0: today). */
  Dias: number;
  Enlace: string;
}

export interface IndiceGestion {
  ProyectosPorFase: Barra[] | null;
  ProyectosPorEstado: Barra[] | null;
  SolicitudesPorMes: Barra[] | null;
  Plazos: PlazoEnRiesgo[] | null;
}

/**
 * The instance's projects per value of `campo`, from the counters the projects' triggers keep
 * in the statement that changes a project (shared/recuentos.ts, ADR 0018): a handful of rows,
 * where grouping the projects themselves walked all of them (~10-20 ms at 20,000 projects).
 * A value no project holds any more keeps its row at 0 and is left out, as a GROUP BY would.
 */
const proyectosPor = (ctx: DomainContext, campo: 'fase_clave' | 'estado_clave') =>
  and(
    eq(recuentos.instanciaId, ctx.instancia.id),
    eq(recuentos.tabla, 'proyectos'),
    eq(recuentos.campo, campo),
    gt(recuentos.n, 0),
  );

async function porFase(ctx: DomainContext): Promise<Barra[]> {
  const rows = await ctx.db
    .select({ clave: fasesProyecto.clave, nombre: fasesProyecto.nombre, n: recuentos.n })
    .from(recuentos)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, recuentos.valor))
    .where(proyectosPor(ctx, 'fase_clave'))
    .orderBy(asc(fasesProyecto.orden));
  return rows.map((r) => ({
    Clave: r.clave,
    Nombre: r.nombre,
    Valor: r.n,
    Enlace: `/proyectos?faseClave=${encodeURIComponent(r.clave)}`,
  }));
}

async function porEstado(ctx: DomainContext): Promise<Barra[]> {
  const rows = await ctx.db
    .select({ clave: recuentos.valor, nombre: estados.nombre, n: recuentos.n })
    .from(recuentos)
    .leftJoin(estados, and(eq(estados.entidad, 'Proyecto'), eq(estados.clave, recuentos.valor)))
    .where(proyectosPor(ctx, 'estado_clave'))
    .orderBy(asc(recuentos.valor));
  return rows.map((r) => ({
    Clave: r.clave,
    Nombre: r.nombre ?? r.clave,
    Valor: r.n,
    Enlace: `/proyectos?estadoClave=${encodeURIComponent(r.clave)}`,
  }));
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** The last `MESES_SOLICITUDES` months (yyyy-mm), oldest first, ending with today's. */
export function mesesHasta(hoy: string, n = MESES_SOLICITUDES): string[] {
  const [y, m] = hoy.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const total = y * 12 + (m - 1) - (n - 1 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const ultimoDia = (mes: string) => {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return `${mes}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** yyyy-mm of the month after `mes` (a calendar month: the instant of its start comes from inicioDiaMadrid). */
const siguiente = (mes: string): string => formatISO(addMonths(parseISO(`${mes}-01`), 1), { representation: 'date' }).slice(0, 7);

/**
 * Requests per Madrid month, each month counted by the database over its own range of the
 * requests' (instance, registration instant) index: the instants from its first day's start in
 * Madrid to the next's. Twelve counts of an index range (~3 ms at 100,000 requests) where one
 * pass evaluating twelve CASEs per request of the year took ~30 ms, and reading the year's
 * requests to bucket them here cost seconds.
 */
async function porMes(ctx: DomainContext, hoy: string): Promise<Barra[]> {
  const meses = mesesHasta(hoy);
  const limites = [...meses, siguiente(meses.at(-1) as string)].map((mes) => inicioDiaMadrid(`${mes}-01`));
  const alta = solicitudes.altaFecha;
  const enMes = (i: number) =>
    ctx.db
      .select({ n: count() })
      .from(solicitudes)
      .where(
        and(eq(solicitudes.instanciaId, ctx.instancia.id), gte(alta, limites[i] as string), lt(alta, limites[i + 1] as string)),
      );
  const columnas = Object.fromEntries(meses.map((mes, i) => [mes, sql<number>`(${enMes(i)})`]));
  // One row: the instance's own, so the twelve counts travel in one statement.
  const [fila] = await ctx.db.select(columnas).from(instancias).where(eq(instancias.id, ctx.instancia.id));
  return meses.map((mes) => ({
    Clave: mes,
    Nombre: `${MESES[Number(mes.slice(5)) - 1]} ${mes.slice(2, 4)}`,
    Valor: Number(fila?.[mes] ?? 0),
    Enlace: `/solicitudes?fechaDesde=${mes}-01&fechaHasta=${ultimoDia(mes)}`,
  }));
}

/** Self-assessments under way (phase type AUT, CURSO) whose deadline falls within the next DIAS_RIESGO days. */
async function plazosAutoevaluacion(ctx: DomainContext, hoy: string): Promise<PlazoEnRiesgo[]> {
  const rows = await registrosConProyecto(ctx.db, {
    id: autoevaluaciones.id,
    proyectoId: proyectos.id,
    codigo: proyectos.codigo,
    centro: centros.nombre,
    fase: fasesProyecto.nombre,
    limite: autoevaluaciones.fechaLimite,
  })
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(autoevaluaciones.instanciaId, ctx.instancia.id),
        eq(fasesProyecto.tipoClave, 'AUT'),
        eq(autoevaluaciones.estadoClave, 'CURSO'),
        eq(proyectos.estadoClave, 'CURSO'),
        gte(autoevaluaciones.fechaLimite, hoy),
        lte(autoevaluaciones.fechaLimite, sumarDias(hoy, DIAS_RIESGO)),
      ),
    );
  return rows.map((r) => ({
    Tipo: 'autoevaluacion',
    Proyecto: { Id: r.proyectoId, Codigo: r.codigo },
    Centro: r.centro,
    Fase: r.fase,
    FechaLimite: r.limite as string,
    Dias: Math.round((Date.parse(r.limite as string) - Date.parse(hoy)) / 86_400_000),
    Enlace: `/proyecto/${r.proyectoId}`,
  }));
}

/**
 * The correction rounds (subsanación) whose deadline falls within DIAS_RIESGO days, as
 * PlazoEnRiesgo with Tipo 'subsanacion'. None are read here yet: the index lists none.
 */
async function plazosSubsanacion(_ctx: DomainContext, _hoy: string): Promise<PlazoEnRiesgo[]> {
  return [];
}

/** `/index`'s figures for the actor: each section only with the permission of the list it links to. */
export async function getIndiceGestion(ctx: DomainContext): Promise<IndiceGestion> {
  const actor = requireRegla(ctx.actor, INICIO_GESTION);
  const hoy = todayIso(ctx.clock.now());
  const proyectosVisibles = puede(actor, PROYECTOS.gestiona);
  const [fase, estado, mes, autos, rondas] = await Promise.all([
    proyectosVisibles ? porFase(ctx) : null,
    proyectosVisibles ? porEstado(ctx) : null,
    puede(actor, SOLICITUDES.gestiona) ? porMes(ctx, hoy) : null,
    proyectosVisibles ? plazosAutoevaluacion(ctx, hoy) : null,
    proyectosVisibles ? plazosSubsanacion(ctx, hoy) : null,
  ]);
  const plazos =
    autos && rondas
      ? [...autos, ...rondas].sort(
          (a, b) => a.FechaLimite.localeCompare(b.FechaLimite) || a.Proyecto.Codigo.localeCompare(b.Proyecto.Codigo),
        )
      : null;
  return { ProyectosPorFase: fase, ProyectosPorEstado: estado, SolicitudesPorMes: mes, Plazos: plazos };
}
