import { and, asc, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ficheros } from '../../db/schema/ficheros.ts';
import { usuarioPerfiles } from '../../db/schema/identidad.ts';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';
import type { ListQuery, Page } from '../listing.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { requireEnProyecto } from '../proyectos/acceso.ts';
import { pick } from '../shared/listado.ts';
import { baseCampos } from '../shared/uniones.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { cifrasDeVarias } from './carga.ts';
import { TIPO_EVALUACION } from './equipo-evaluacion.ts';
import { type Cifras, cifras } from './reglas.ts';
import { esEvaluacionSinPublicar, puedeVerEvaluacion } from './visibilidad-evaluacion.ts';

// Self-assessments as the API and pages show them (the spec's Self-evaluation shape) with
// their figures, which come from cifrasDe (carga.ts) and nowhere else.

export interface AutoevaluacionRecord extends Cifras {
  Id: number;
  ProyectoId: number;
  Fase: { Clave: string; Nombre: string; TipoClave: string };
  Estado: { Clave: string; Nombre: string };
  FechaApertura: string | null;
  FechaInicio: string;
  FechaLimite: string | null;
  FechaFin: string | null;
  FechaVisita: string | null;
  /** A follow-up cycle's agreed deadline for the next phase (spec `fechaLimiteSiguiente`), or null. */
  FechaLimiteSiguiente: string | null;
  /** PTE, ACR or NO_ACR (set when an evaluation is published). */
  Resultado: { Clave: string };
  FechaPublicacion: string | null;
  /**
   * The evaluation's report (spec FicheroInforme), given here only once published: before, only
   * the evaluation team reads it (GET autoevaluaciones/{id}/resultado; src/domain/ficheros/propietario-informe.ts).
   */
  FicheroInforme: { Id: number; NombreFisico: string; Kb: number } | null;
}

const estadoAuto = alias(estados, 'estado_autoevaluacion');

const campos = {
  ...baseCampos,
  faseNombre: fasesProyecto.nombre,
  faseTipo: fasesProyecto.tipoClave,
  estadoNombre: estadoAuto.nombre,
  resultadoClave: autoevaluaciones.resultadoClave,
  fechaPublicacion: autoevaluaciones.fechaPublicacion,
  fechaLimiteSiguiente: autoevaluaciones.fechaLimiteSiguiente,
  informeId: ficheros.id,
  informeNombre: ficheros.nombreFisico,
  informeBytes: ficheros.bytes,
};

const selectAutoevaluaciones = (ctx: DomainContext) =>
  ctx.db
    .select(campos)
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .leftJoin(estadoAuto, and(eq(estadoAuto.entidad, 'Autoevaluacion'), eq(estadoAuto.clave, autoevaluaciones.estadoClave)))
    .leftJoin(ficheros, eq(ficheros.id, autoevaluaciones.ficheroInformeId));

type Fila = Awaited<ReturnType<ReturnType<typeof selectAutoevaluaciones>['where']>>[number];

const recordOf = (r: Fila, c: Cifras): AutoevaluacionRecord => ({
  Id: r.id,
  ProyectoId: r.proyectoId,
  Fase: { Clave: r.faseClave, Nombre: r.faseNombre, TipoClave: r.faseTipo },
  Estado: { Clave: r.estadoClave, Nombre: r.estadoNombre ?? r.estadoClave },
  FechaApertura: r.fechaApertura,
  FechaInicio: r.fechaInicio,
  FechaLimite: r.fechaLimite,
  FechaFin: r.fechaFin,
  FechaVisita: r.fechaVisita,
  FechaLimiteSiguiente: r.fechaLimiteSiguiente,
  Resultado: { Clave: r.resultadoClave },
  FechaPublicacion: r.fechaPublicacion,
  FicheroInforme:
    r.fechaPublicacion !== null && r.informeId !== null
      ? { Id: r.informeId, NombreFisico: r.informeNombre ?? '', Kb: Math.floor((r.informeBytes ?? 0) / 1024) }
      : null,
  ...c,
});

/** The rows as records, with their figures read together. */
async function recordsOf(ctx: DomainContext, rows: Fila[]): Promise<AutoevaluacionRecord[]> {
  const figuras = await cifrasDeVarias(ctx.db, rows);
  return rows.map((r) => recordOf(r, figuras.get(r.id) as Cifras));
}

/** GET autoevaluaciones/{id}: for its team (AE in the project) and for staff who follow projects (HISTORICO). */
export async function getAutoevaluacion(ctx: DomainContext, id: number): Promise<AutoevaluacionRecord> {
  await requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });
  const rows = await selectAutoevaluaciones(ctx).where(eq(autoevaluaciones.id, id));
  return (await recordsOf(ctx, rows))[0] as AutoevaluacionRecord;
}

/**
 * GET proyectos/{id}/autoevaluaciones: every self-assessment of the project, oldest phase
 * first, for staff with HISTORICO and for the project's own team; `usuarioId` keeps them only
 * when that user is on the team (an outsider has none).
 */
export async function listAutoevaluacionesProyecto(
  ctx: DomainContext,
  proyectoId: number,
  opts: { query: ListQuery; usuarioId?: number; soloPropias?: boolean },
): Promise<Page<Partial<AutoevaluacionRecord>>> {
  // yo/proyectos/{id}/autoevaluaciones (soloPropias): the caller's own project, never through HISTORICO.
  await requireEnProyecto(ctx, proyectoId, AUTOEVALUACION.acceso, opts.soloPropias ? {} : { gestion: PROYECTOS.gestiona });
  const { pagina, registrosPorPagina } = opts.query;
  const vacia = { records: [], total: 0, pagina, registrosPorPagina };
  if (opts.usuarioId !== undefined) {
    const [miembro] = await ctx.db
      .select({ n: count() })
      .from(usuarioPerfiles)
      .where(and(eq(usuarioPerfiles.usuarioId, opts.usuarioId), eq(usuarioPerfiles.proyectoId, proyectoId)));
    if (!miembro?.n) return vacia;
  }
  const where = eq(autoevaluaciones.proyectoId, proyectoId);
  const [total] = await ctx.db.select({ n: count() }).from(autoevaluaciones).where(where);
  const rows = await selectAutoevaluaciones(ctx)
    .where(where)
    .orderBy(asc(fasesProyecto.orden), asc(autoevaluaciones.id))
    .limit(registrosPorPagina)
    .offset((pagina - 1) * registrosPorPagina);
  const records = await recordsOf(ctx, rows);
  // The centre's team lists its project's records too: an unpublished evaluation's figures stay its evaluation team's.
  const ve = await puedeVerEvaluacion(ctx, ctx.actor, { proyectoId, faseTipo: TIPO_EVALUACION, fechaPublicacion: null });
  const visibles = ve ? records : records.map((r) => (esEvaluacionSinPublicar(registroDe(r)) ? { ...r, ...cifras([]) } : r));
  return { records: visibles.map((r) => pick(r, opts.query.campos)), total: total?.n ?? 0, pagina, registrosPorPagina };
}

const registroDe = (r: AutoevaluacionRecord) => ({
  proyectoId: r.ProyectoId,
  faseTipo: r.Fase.TipoClave,
  fechaPublicacion: r.FechaPublicacion,
});
