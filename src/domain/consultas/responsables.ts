import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { perfilPermisos, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import type { DomainContext } from '../context.ts';
import { CONSULTAS } from '../permisos/politicas.ts';
import { relacionPorTexto } from '../shared/comun.ts';
import { loadOpcionesFiltro, MAX_OPCIONES_FILTRO } from '../shared/opciones-filtro.ts';
import { requireConsultas } from './acceso.ts';

// Who may be an enquiry's responsible: the active users of the instance who open the enquiries
// (a profile held for the whole system that grants the CONSULTAS policy's key, or a super
// administrator). The edit's check and the page's select share this one definition.

export interface Responsable {
  Id: number;
  NombreCompleto: string;
}

const conPermiso = (ctx: DomainContext) =>
  and(
    eq(usuarios.instanciaId, ctx.instancia.id),
    eq(usuarios.activo, true),
    or(
      eq(usuarios.esSuperAdmin, true),
      exists(
        ctx.db
          .select({ x: sql`1` })
          .from(usuarioPerfiles)
          .innerJoin(perfilPermisos, eq(perfilPermisos.perfilId, usuarioPerfiles.perfilId))
          .where(
            and(
              eq(usuarioPerfiles.usuarioId, usuarios.id),
              sql`${usuarioPerfiles.proyectoId} is null`,
              inArray(perfilPermisos.permisoClave, [...CONSULTAS.gestiona.claves]),
            ),
          ),
      ),
    ),
  );

const nombre = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, ''))`;

/** True when `usuarioId` may be made responsible of an enquiry. */
export async function esResponsablePosible(ctx: DomainContext, usuarioId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioId), conPermiso(ctx)))
    .limit(1);
  return !!row;
}

/**
 * GET consultas/responsables: the users an enquiry's responsible may be, by surname. Enquiry
 * staff may lack PERSONAS (GET usuarios), hence this narrow read under the enquiries' own key.
 */
export async function listResponsablesConsulta(ctx: DomainContext): Promise<Responsable[]> {
  requireConsultas(ctx.actor, 'L');
  return responsables(ctx);
}

const responsables = (ctx: DomainContext) =>
  ctx.db
    .select({ Id: usuarios.id, NombreCompleto: nombre })
    .from(usuarios)
    .where(conPermiso(ctx))
    .orderBy(asc(sql`lower(${usuarios.apellido1})`), asc(sql`lower(${usuarios.nombre})`), asc(usuarios.id));

/**
 * The responsible filter's choices on the enquiries list, under the drop-down rule of every
 * list's filter (shared/opciones-filtro.ts): null past `max`, and the page offers the typed
 * name instead (responsablePorTexto).
 */
export async function listResponsablesFiltro(ctx: DomainContext, max = MAX_OPCIONES_FILTRO): Promise<Responsable[] | null> {
  requireConsultas(ctx.actor, 'L');
  return loadOpcionesFiltro((limite) => responsables(ctx).limit(limite), max);
}

/**
 * The responsible filter typed as words of the person's name, for when there are too many for a
 * drop-down: the rows whose `columna` names a user of the instance whose full name has every
 * word (accent/case-insensitive). Undefined when no word is given.
 */
export const responsablePorTexto = (ctx: DomainContext, columna: SQLiteColumn, texto: string | undefined): SQL | undefined =>
  relacionPorTexto(ctx, columna, { tabla: usuarios, texto: nombre }, texto);
