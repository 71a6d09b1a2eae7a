import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { autoevaluacionEtiquetas, tareaEtiquetas, tareaObservaciones, tareas } from '../../db/schema/autoevaluacion.ts';
import { estandares } from '../../db/schema/catalogo.ts';
import { usuarios } from '../../db/schema/identidad.ts';
import { estadosTarea, tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import { validacion } from '../../i18n/validacion.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import type { ListQuery, Page } from '../listing.ts';
import { textSearch } from '../shared/comun.ts';
import { todayIso, toIsoDate } from '../shared/fechas.ts';
import { auditColumnsOf, pick } from '../shared/listado.ts';
import { loadObservaciones, type ObservacionRecord } from '../shared/observaciones.ts';
import { requireLecturaPlan } from './acceso.ts';
import { gateFor, loadTarea, OBSERVACIONES_TAREA } from './carga.ts';
import { type EstadoTarea, estadoTarea, whereEstado } from './estado.ts';

// Tasks as the API and pages show them: the team (AE_APORTACION in the
// project) and staff who follow projects (HISTORICO) read them.

export interface TareaRecord {
  Id: number;
  AutoevaluacionId: number;
  Titulo: string;
  Descripcion: string | null;
  /** ISO yyyy-mm-dd. */
  FechaLimite: string | null;
  Estandar: { Id: number; Codigo: string; Descripcion: string } | null;
  Responsable: { Id: number; NombreCompleto: string } | null;
  Conseguido: boolean;
  Estado: { Clave: EstadoTarea; Nombre: string };
  Etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
  NumeroObservaciones: number;
  /** Moves on with every change: sent back with a PUT (or as the ETag in If-Match) so a stale write is refused (409). */
  Version: number;
  Auditoria: Auditoria;
}

export interface TareaDetalle extends TareaRecord {
  Observaciones: ObservacionRecord[];
}

interface FiltrosTareas {
  texto?: string;
  estado?: EstadoTarea;
  usuarioId?: number;
  estandarId?: number;
  etiquetaId?: number;
  /** ISO dates, inclusive. */
  desde?: string;
  hasta?: string;
}

const selectTareas = (ctx: DomainContext) =>
  ctx.db
    .select({
      id: tareas.id,
      autoevaluacionId: tareas.autoevaluacionId,
      titulo: tareas.titulo,
      descripcion: tareas.descripcion,
      fechaLimite: tareas.fechaLimite,
      conseguido: tareas.conseguido,
      version: tareas.version,
      estandarId: estandares.id,
      estandarCodigo: estandares.codigo,
      estandarDescripcion: estandares.descripcion,
      usuarioId: usuarios.id,
      nombre: usuarios.nombre,
      apellido1: usuarios.apellido1,
      apellido2: usuarios.apellido2,
      observaciones: sql<number>`(select count(*) from ${tareaObservaciones} where ${tareaObservaciones.tareaId} = ${tareas.id})`,
      ...auditColumnsOf(tareas),
    })
    .from(tareas)
    .leftJoin(estandares, eq(estandares.id, tareas.estandarId))
    .leftJoin(usuarios, eq(usuarios.id, tareas.usuarioId));

type Fila = Awaited<ReturnType<ReturnType<typeof selectTareas>['where']>>[number];

async function recordsOf(ctx: DomainContext, rows: Fila[]): Promise<TareaRecord[]> {
  const hoy = todayIso(ctx.clock.now());
  const ids = rows.map((r) => r.id);
  const etiquetas = new Map<number, TareaRecord['Etiquetas']>();
  if (ids.length > 0) {
    const links = await ctx.db
      .select({
        tareaId: tareaEtiquetas.tareaId,
        Id: autoevaluacionEtiquetas.id,
        Nombre: autoevaluacionEtiquetas.nombre,
        Color: autoevaluacionEtiquetas.color,
      })
      .from(tareaEtiquetas)
      .innerJoin(autoevaluacionEtiquetas, eq(autoevaluacionEtiquetas.id, tareaEtiquetas.etiquetaId))
      .where(inArray(tareaEtiquetas.tareaId, ids))
      .orderBy(asc(autoevaluacionEtiquetas.nombre));
    for (const { tareaId, ...e } of links) etiquetas.set(tareaId, [...(etiquetas.get(tareaId) ?? []), e]);
  }
  return rows.map((r) => {
    const clave = estadoTarea({ conseguido: r.conseguido, fechaLimite: r.fechaLimite }, hoy);
    return {
      Id: r.id,
      AutoevaluacionId: r.autoevaluacionId,
      Titulo: r.titulo,
      Descripcion: r.descripcion,
      FechaLimite: r.fechaLimite,
      Estandar: r.estandarId
        ? { Id: r.estandarId, Codigo: r.estandarCodigo ?? '', Descripcion: r.estandarDescripcion ?? '' }
        : null,
      Responsable: r.usuarioId
        ? {
            Id: r.usuarioId,
            NombreCompleto: nombreCompleto({ nombre: r.nombre ?? '', apellido1: r.apellido1 ?? '', apellido2: r.apellido2 }),
          }
        : null,
      Conseguido: r.conseguido,
      Estado: { Clave: clave, Nombre: estadosTarea[clave] },
      Etiquetas: etiquetas.get(r.id) ?? [],
      NumeroObservaciones: Number(r.observaciones),
      Version: r.version,
      Auditoria: auditoriaOf(r),
    };
  });
}

function condiciones(ctx: DomainContext, autoevaluacionId: number, f: FiltrosTareas): SQL[] {
  const hoy = todayIso(ctx.clock.now());
  const out: SQL[] = [eq(tareas.autoevaluacionId, autoevaluacionId)];
  out.push(...textSearch(sql`${tareas.titulo} || ' ' || coalesce(${tareas.descripcion}, '')`, f.texto));
  if (f.estado) out.push(whereEstado(f.estado, hoy));
  if (f.usuarioId) out.push(eq(tareas.usuarioId, f.usuarioId));
  if (f.estandarId) out.push(eq(tareas.estandarId, f.estandarId));
  if (f.desde) out.push(gte(tareas.fechaLimite, f.desde));
  if (f.hasta) out.push(lte(tareas.fechaLimite, f.hasta));
  if (f.etiquetaId)
    out.push(
      sql`exists (select 1 from ${tareaEtiquetas} where ${tareaEtiquetas.tareaId} = ${tareas.id} and ${tareaEtiquetas.etiquetaId} = ${f.etiquetaId})`,
    );
  return out;
}

/** GET autoevaluaciones/{id}/tareas: by deadline (tasks without one last), then by id. */
export async function listTareas(
  ctx: DomainContext,
  autoevaluacionId: number,
  opts: { query: ListQuery; filtros?: FiltrosTareas },
): Promise<Page<Partial<TareaRecord>>> {
  await requireLecturaPlan(ctx, autoevaluacionId);
  const { pagina, registrosPorPagina } = opts.query;
  const where = and(...condiciones(ctx, autoevaluacionId, opts.filtros ?? {}));
  const [total] = await ctx.db.select({ n: count() }).from(tareas).where(where);
  const descendente = opts.query.orden?.startsWith('-');
  const rows = await selectTareas(ctx)
    .where(where)
    .orderBy(sql`${tareas.fechaLimite} is null`, descendente ? desc(tareas.fechaLimite) : asc(tareas.fechaLimite), asc(tareas.id))
    .limit(registrosPorPagina)
    .offset((pagina - 1) * registrosPorPagina);
  const records = await recordsOf(ctx, rows);
  return { records: records.map((r) => pick(r, opts.query.campos)), total: total?.n ?? 0, pagina, registrosPorPagina };
}

/** Every task of the self-assessment with a deadline (for the calendar); the caller has checked access. */
export async function loadTareasConFecha(ctx: DomainContext, autoevaluacionIds: number[]): Promise<TareaRecord[]> {
  if (autoevaluacionIds.length === 0) return [];
  const rows = await selectTareas(ctx)
    .where(and(inArray(tareas.autoevaluacionId, autoevaluacionIds), sql`${tareas.fechaLimite} is not null`))
    .orderBy(asc(tareas.fechaLimite), asc(tareas.id));
  return recordsOf(ctx, rows);
}

/** The task's record; the caller has checked access. */
export async function loadTareaRecord(ctx: DomainContext, id: number): Promise<TareaRecord> {
  return (await recordsOf(ctx, await selectTareas(ctx).where(eq(tareas.id, id))))[0] as TareaRecord;
}

/** GET autoevaluaciones/tareas/{id}: the task with its observations (oldest first). */
export async function getTarea(ctx: DomainContext, id: number): Promise<TareaDetalle> {
  const fila = await loadTarea(ctx, id);
  await gateFor(() => requireLecturaPlan(ctx, fila.autoevaluacionId), t.tareaNoExiste);
  const observaciones = await loadObservaciones(ctx, OBSERVACIONES_TAREA, eq(tareaObservaciones.tareaId, id));
  return {
    ...(await loadTareaRecord(ctx, id)),
    Observaciones: observaciones,
  };
}

/** The list's date range from query values in any form toIsoDate reads: 400 with the spec's message when malformed. */
export function rangoDe(desde: string | undefined, hasta: string | undefined): { desde?: string; hasta?: string } {
  const errors: Record<string, string[]> = {};
  const d = toIsoDate(desde);
  const h = toIsoDate(hasta);
  if (d === undefined) errors.desde = [validacion.date];
  if (h === undefined) errors.hasta = [validacion.date];
  if (d && h && d > h) errors.hasta = [t.rangoNoValido];
  if (Object.keys(errors).length > 0) throw new AppError(400, Object.values(errors)[0]?.[0] as string, errors);
  return { desde: d ?? undefined, hasta: h ?? undefined };
}
