import { and, asc, eq, sql } from 'drizzle-orm';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { solicitudesGestionApi as t } from '../../i18n/solicitudes-gestion.ts';
import type { DomainContext } from '../context.ts';
import { unprocessable } from '../shared/comun.ts';
import { requireSolicitudes } from './acceso.ts';

// Who may be a request's tutor (GEST_PROY) or administrative (GEST_SOLIC): the edit's check
// (edicion.ts) and the list the staff's selects offer share one definition.

export const PERFILES_RESPONSABLE = ['GEST_PROY', 'GEST_SOLIC'] as const;
type PerfilResponsable = (typeof PERFILES_RESPONSABLE)[number];

export interface Responsable {
  Id: number;
  NombreCompleto: string;
}

/** Active users of this instance holding the profile `clave` globally (not for one project). */
const conPerfil = (ctx: DomainContext, clave: string) =>
  and(
    eq(usuarios.instanciaId, ctx.instancia.id),
    eq(usuarios.activo, true),
    sql`${usuarioPerfiles.proyectoId} is null`,
    sql`upper(${perfiles.clave}) = ${clave}`,
  );

const desde = (ctx: DomainContext) =>
  ctx.db
    .selectDistinct({
      id: usuarios.id,
      nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido1} || ' ' || coalesce(${usuarios.apellido2}, ''))`,
    })
    .from(usuarios)
    .innerJoin(usuarioPerfiles, eq(usuarioPerfiles.usuarioId, usuarios.id))
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId));

/** True when the active user `usuarioId` of this instance holds the profile `clave` globally. */
export async function tienePerfil(ctx: DomainContext, usuarioId: number, clave: string): Promise<boolean> {
  const [row] = await desde(ctx)
    .where(and(eq(usuarios.id, usuarioId), conPerfil(ctx, clave)))
    .limit(1);
  return !!row;
}

/** The users holding `perfilClave` globally, by surname: read for a caller that passed its own gate. */
export async function loadResponsables(ctx: DomainContext, perfilClave: PerfilResponsable): Promise<Responsable[]> {
  const rows = await desde(ctx)
    .where(conPerfil(ctx, perfilClave))
    .orderBy(asc(sql`lower(${usuarios.apellido1})`), asc(sql`lower(${usuarios.nombre})`), asc(usuarios.id));
  return rows.map((r) => ({ Id: r.id, NombreCompleto: r.nombre }));
}

/**
 * GET /solicitudes/responsables: the users a request's tutor or administrative may be, by name.
 * Request staff may lack PERSONAS (GET /usuarios), hence this narrow read under GEST_SOLICITUDES L.
 */
export async function listResponsables(ctx: DomainContext, perfilClave: string | undefined): Promise<Responsable[]> {
  requireSolicitudes(ctx.actor, 'L');
  if (!PERFILES_RESPONSABLE.includes(perfilClave as PerfilResponsable)) unprocessable({ perfilClave: [t.perfilNoValido] });
  return loadResponsables(ctx, perfilClave as PerfilResponsable);
}
