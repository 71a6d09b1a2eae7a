import { and, asc, eq, sql } from 'drizzle-orm';
import { ficheros } from '../../db/schema/ficheros.ts';
import { etiquetas, perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { estados } from '../../db/schema/lookups.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { PROYECTOS } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { etiquetasDeTipo } from './../shared/etiquetas.ts';
import { loadResponsables, type Responsable } from '../solicitudes/responsables.ts';
import { loadProyectoOpcion } from '../usuarios/proyecto-opcion.ts';
import { requireProyectos } from './acceso.ts';
import { ESTADOS_PROYECTO } from './estados.ts';

// What the project page shows besides its data: the team with the profiles each member holds
// for this project, its documents (files of type PRY), the tags it may carry, and the users
// its tutor and administrative may be. Read by staff who follow projects (HISTORICO).

export interface MiembroEquipo {
  Id: number;
  NombreCompleto: string;
  Email: string;
  Activo: boolean;
  /** The project profiles held for this project (REPRE, AUTOEVAL, JEFE_EVACN, EVAL). */
  Perfiles: Array<{ Id: number; Clave: string; NombrePublico: string }>;
}

export interface DocumentoProyecto {
  Id: number;
  NombreFisico: string;
  Kb: number;
  Descripcion: string | null;
  Alta: { Fecha: string | null; Nombre: string | null };
}

/** 404 for an id that is not a project of this instance (the page shows "not found"). */
async function existe(ctx: DomainContext, id: number) {
  if (!(await loadProyectoOpcion(ctx, id))) throw new AppError(404, proyectosApi.proyectoNoExiste);
}

/** The project's team: everyone holding a profile for it, by surname, each with those profiles. */
export async function listEquipoProyecto(ctx: DomainContext, id: number): Promise<MiembroEquipo[]> {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  await existe(ctx, id);
  const rows = await ctx.db
    .select({
      id: usuarios.id,
      nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, ''))`,
      email: usuarios.email,
      activo: usuarios.activo,
      perfilId: perfiles.id,
      clave: perfiles.clave,
      nombrePublico: perfiles.nombrePublico,
    })
    .from(usuarioPerfiles)
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(and(eq(usuarioPerfiles.proyectoId, id), eq(usuarios.instanciaId, ctx.instancia.id)))
    .orderBy(asc(sql`lower(${usuarios.apellido1})`), asc(sql`lower(${usuarios.nombre})`), asc(usuarios.id), asc(perfiles.id));
  const porUsuario = new Map<number, MiembroEquipo>();
  for (const r of rows) {
    const m = porUsuario.get(r.id) ?? { Id: r.id, NombreCompleto: r.nombre, Email: r.email, Activo: r.activo, Perfiles: [] };
    m.Perfiles.push({ Id: r.perfilId, Clave: r.clave, NombrePublico: r.nombrePublico });
    porUsuario.set(r.id, m);
  }
  return [...porUsuario.values()];
}

/** The project's documents: its files of type PRY, oldest first. */
export async function listDocumentosProyecto(ctx: DomainContext, id: number): Promise<DocumentoProyecto[]> {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  await existe(ctx, id);
  const rows = await ctx.db
    .select({
      id: ficheros.id,
      nombreFisico: ficheros.nombreFisico,
      bytes: ficheros.bytes,
      descripcion: ficheros.descripcion,
      altaFecha: ficheros.altaFecha,
      altaNombre: ficheros.altaUsuarioNombre,
    })
    .from(ficheros)
    .where(and(eq(ficheros.instanciaId, ctx.instancia.id), eq(ficheros.proyectoId, id), eq(ficheros.tipoClave, 'PRY')))
    .orderBy(asc(ficheros.id));
  return rows.map((r) => ({
    Id: r.id,
    NombreFisico: r.nombreFisico,
    Kb: Math.floor(r.bytes / 1024),
    Descripcion: r.descripcion,
    Alta: { Fecha: r.altaFecha, Nombre: r.altaNombre },
  }));
}

/** The tags a project may carry (type PRY of this instance), by name. */
export async function listEtiquetasProyectoDisponibles(ctx: DomainContext) {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  return ctx.db
    .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
    .from(etiquetas)
    .where(etiquetasDeTipo(ctx.instancia.id, 'PRY'))
    .orderBy(asc(etiquetas.nombre));
}

/**
 * Who a project's tutor (GEST_PROY holders) and administrative (GEST_SOLIC holders) may be,
 * for staff who change them (HISTORICO at E; they may lack the requests' key): the same
 * definition as a request's responsibles, which PUT proyectos/{id} checks again.
 */
export async function listResponsablesProyecto(
  ctx: DomainContext,
): Promise<{ tutores: Responsable[]; administrativos: Responsable[] }> {
  requireProyectos(ctx.actor, 'E');
  const [tutores, administrativos] = await Promise.all([loadResponsables(ctx, 'GEST_PROY'), loadResponsables(ctx, 'GEST_SOLIC')]);
  return { tutores, administrativos };
}

/** The statuses a project may be put in (CURSO, FIN, CANCEL) with their names, for the status dialog. */
export async function opcionesEstadoProyecto(ctx: DomainContext): Promise<Array<{ value: string; label: string }>> {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  const rows = await ctx.db
    .select({ value: estados.clave, label: estados.nombre })
    .from(estados)
    .where(eq(estados.entidad, 'Proyecto'))
    .orderBy(asc(estados.orden));
  return rows.filter((r) => (ESTADOS_PROYECTO as readonly string[]).includes(r.value));
}
