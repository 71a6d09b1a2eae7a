import { and, asc, desc, eq, exists, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  actuacionCentros,
  actuacionEtiquetas,
  actuaciones,
  actuacionUsuarios,
  tiposActuacion,
} from '../../db/schema/actuaciones.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas, usuarios } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { actuacionesApi as t } from '../../i18n/actuaciones.ts';
import { type Auditoria, auditoriaOf } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { inIds, textSearch } from '../shared/comun.ts';
import { toIsoDate } from '../shared/fechas.ts';
import { auditColumnsOf, pick } from '../shared/listado.ts';
import { requireActuaciones } from './acceso.ts';

export interface ActuacionRecord {
  Id: number;
  Titulo: string | null;
  Descripcion: string;
  FechaInicio: string | null;
  FechaFin: string | null;
  Tipo: { Clave: string; Nombre: string };
  Proyecto: { Id: number; Codigo: string } | null;
  Usuarios: Array<{ Id: number; NombreCompleto: string }>;
  Centros: Array<{ Id: number; Nombre: string }>;
  Etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
  Ficheros: Array<{ Id: number; NombreFisico: string; Kb: number }>;
  Auditoria: Auditoria;
}

export interface FiltrosActuaciones {
  texto?: string;
  tipoClave?: string;
  proyectoId?: number;
  /** Linked to the centre, or to one of its projects. */
  centroId?: number;
  usuarioId?: number;
  etiquetaId?: number;
  fechaDesde?: string;
  fechaHasta?: string;
}

/** A person's full name in SQL (nombre apellido1 apellido2). */
export const nombreCompleto = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || coalesce(' ' || ${usuarios.apellido2}, ''))`;

/** Groups rows by their actuación id. */
function porActuacion<R extends { actuacionId: number | null }, T>(rows: R[], map: (r: R) => T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    if (r.actuacionId === null) continue;
    const list = out.get(r.actuacionId) ?? [];
    list.push(map(r));
    out.set(r.actuacionId, list);
  }
  return out;
}

type Fila = typeof actuaciones.$inferSelect & { tipoNombre: string | null; proyectoCodigo: string | null };

/** The records of these rows, with their people, centres, tags and files (one read each). */
async function records(ctx: DomainContext, rows: Fila[]): Promise<ActuacionRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [us, cs, es, fs] = await Promise.all([
    ctx.db
      .select({ actuacionId: actuacionUsuarios.actuacionId, Id: usuarios.id, NombreCompleto: nombreCompleto })
      .from(actuacionUsuarios)
      .innerJoin(usuarios, eq(usuarios.id, actuacionUsuarios.usuarioId))
      .where(inIds(actuacionUsuarios.actuacionId, ids))
      .orderBy(asc(usuarios.nombre), asc(usuarios.apellido1)),
    ctx.db
      .select({ actuacionId: actuacionCentros.actuacionId, Id: centros.id, Nombre: centros.nombre })
      .from(actuacionCentros)
      .innerJoin(centros, eq(centros.id, actuacionCentros.centroId))
      .where(inIds(actuacionCentros.actuacionId, ids))
      .orderBy(asc(centros.nombre)),
    ctx.db
      .select({ actuacionId: actuacionEtiquetas.actuacionId, Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
      .from(actuacionEtiquetas)
      .innerJoin(etiquetas, eq(etiquetas.id, actuacionEtiquetas.etiquetaId))
      .where(inIds(actuacionEtiquetas.actuacionId, ids))
      .orderBy(asc(etiquetas.nombre)),
    ctx.db
      .select({ actuacionId: ficheros.actuacionId, Id: ficheros.id, NombreFisico: ficheros.nombreFisico, bytes: ficheros.bytes })
      .from(ficheros)
      .where(and(eq(ficheros.instanciaId, ctx.instancia.id), inIds(ficheros.actuacionId, ids)))
      .orderBy(asc(ficheros.id)),
  ]);
  const sin = ({ actuacionId: _, ...r }: { actuacionId: number | null; [k: string]: unknown }) => r;
  const U = porActuacion(us, sin) as Map<number, ActuacionRecord['Usuarios']>;
  const C = porActuacion(cs, sin) as Map<number, ActuacionRecord['Centros']>;
  const E = porActuacion(es, sin) as Map<number, ActuacionRecord['Etiquetas']>;
  const F = porActuacion(fs, (f) => ({ Id: f.Id, NombreFisico: f.NombreFisico, Kb: Math.floor(f.bytes / 1024) }));
  return rows.map((r) => ({
    Id: r.id,
    Titulo: r.titulo,
    Descripcion: r.descripcion,
    FechaInicio: r.fechaInicio,
    FechaFin: r.fechaFin,
    Tipo: { Clave: r.tipoClave, Nombre: r.tipoNombre ?? r.tipoClave },
    Proyecto: r.proyectoId !== null && r.proyectoCodigo !== null ? { Id: r.proyectoId, Codigo: r.proyectoCodigo } : null,
    Usuarios: U.get(r.id) ?? [],
    Centros: C.get(r.id) ?? [],
    Etiquetas: E.get(r.id) ?? [],
    Ficheros: F.get(r.id) ?? [],
    Auditoria: auditoriaOf(r),
  }));
}

const seleccion = (ctx: DomainContext) =>
  ctx.db
    .select({
      id: actuaciones.id,
      instanciaId: actuaciones.instanciaId,
      titulo: actuaciones.titulo,
      descripcion: actuaciones.descripcion,
      fechaInicio: actuaciones.fechaInicio,
      fechaFin: actuaciones.fechaFin,
      tipoClave: actuaciones.tipoClave,
      proyectoId: actuaciones.proyectoId,
      ...auditColumnsOf(actuaciones),
      tipoNombre: tiposActuacion.nombre,
      proyectoCodigo: proyectos.codigo,
    })
    .from(actuaciones)
    .leftJoin(
      tiposActuacion,
      and(eq(tiposActuacion.instanciaId, actuaciones.instanciaId), eq(tiposActuacion.clave, actuaciones.tipoClave)),
    )
    .leftJoin(proyectos, eq(proyectos.id, actuaciones.proyectoId));

/** An actuación of this instance, ungated (the caller checked); 404 when there is none. */
export async function loadActuacion(ctx: DomainContext, id: number): Promise<ActuacionRecord> {
  const rows = await seleccion(ctx).where(and(eq(actuaciones.id, id), eq(actuaciones.instanciaId, ctx.instancia.id)));
  const [record] = await records(ctx, rows as Fila[]);
  if (!record) throw new AppError(404, t.noEncontrada);
  return record;
}

/** GET actuaciones/{id}. */
export async function getActuacion(ctx: DomainContext, id: number): Promise<ActuacionRecord> {
  requireActuaciones(ctx.actor, 'L');
  return loadActuacion(ctx, id);
}

/** The WHERE of the list's filters. */
function condiciones(ctx: DomainContext, f: FiltrosActuaciones): SQL[] {
  const out: SQL[] = [eq(actuaciones.instanciaId, ctx.instancia.id)];
  out.push(...textSearch(sql`coalesce(${actuaciones.titulo}, '') || ' ' || ${actuaciones.descripcion}`, f.texto));
  if (f.tipoClave) out.push(eq(actuaciones.tipoClave, f.tipoClave));
  if (f.proyectoId) out.push(eq(actuaciones.proyectoId, f.proyectoId));
  if (f.centroId) {
    const enlazado = ctx.db
      .select({ x: sql`1` })
      .from(actuacionCentros)
      .where(and(eq(actuacionCentros.actuacionId, actuaciones.id), eq(actuacionCentros.centroId, f.centroId)));
    out.push(or(exists(enlazado), eq(proyectos.centroId, f.centroId)) as SQL);
  }
  if (f.usuarioId) {
    const u = ctx.db
      .select({ x: sql`1` })
      .from(actuacionUsuarios)
      .where(and(eq(actuacionUsuarios.actuacionId, actuaciones.id), eq(actuacionUsuarios.usuarioId, f.usuarioId)));
    out.push(exists(u));
  }
  if (f.etiquetaId) {
    const e = ctx.db
      .select({ x: sql`1` })
      .from(actuacionEtiquetas)
      .where(and(eq(actuacionEtiquetas.actuacionId, actuaciones.id), eq(actuacionEtiquetas.etiquetaId, f.etiquetaId)));
    out.push(exists(e));
  }
  // A day filter reads the start day (an actuación without one counts by its registration day).
  const dia = sql`coalesce(${actuaciones.fechaInicio}, substr(${actuaciones.altaFecha}, 1, 10))`;
  const desde = toIsoDate(f.fechaDesde);
  const hasta = toIsoDate(f.fechaHasta);
  if (desde) out.push(gte(dia, desde));
  if (hasta) out.push(lte(dia, hasta));
  return out;
}

/** GET actuaciones: newest first (by start day, then by registration), with the list's filters. */
export async function listActuaciones(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros: FiltrosActuaciones },
): Promise<Page<Partial<ActuacionRecord>>> {
  requireActuaciones(ctx.actor, 'L');
  const where = and(...condiciones(ctx, opts.filtros));
  const { pagina, registrosPorPagina } = opts.query;
  const [rows, [total]] = await Promise.all([
    seleccion(ctx)
      .where(where)
      .orderBy(desc(sql`coalesce(${actuaciones.fechaInicio}, substr(${actuaciones.altaFecha}, 1, 10))`), desc(actuaciones.id))
      .limit(registrosPorPagina)
      .offset((pagina - 1) * registrosPorPagina),
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(actuaciones)
      .leftJoin(proyectos, eq(proyectos.id, actuaciones.proyectoId))
      .where(where),
  ]);
  const list = await records(ctx, rows as Fila[]);
  return { records: list.map((r) => pick(r, opts.query.campos)), total: total?.n ?? 0, pagina, registrosPorPagina };
}

/** GET tiposActuacion: the instance's kinds of actuación, in their order (any session). */
export async function listTiposActuacion(ctx: DomainContext): Promise<Array<{ Clave: string; Nombre: string }>> {
  return ctx.db
    .select({ Clave: tiposActuacion.clave, Nombre: tiposActuacion.nombre })
    .from(tiposActuacion)
    .where(eq(tiposActuacion.instanciaId, ctx.instancia.id))
    .orderBy(asc(tiposActuacion.orden));
}
