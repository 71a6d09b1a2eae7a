import { and, eq } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosApi as t } from '../../i18n/proyectos.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import type { Permiso } from '../permisos/levels.ts';
import { PROYECTOS, requireArea } from '../permisos/politicas.ts';
import { denegacion, type Nivel, puede, type Regla, requireRegla, SESION } from '../permisos/regla.ts';

// The one project-scope check. A session's permissions are the union over every project the
// user belongs to (they drive menus), so "has AE_APORTACION" says nothing about *this*
// project: every call about a project's data asks here, with the permissions the user holds
// for that project (and globally). Someone outside the project gets 404, as if it did not
// exist, so ids cannot be probed; a member without the permission gets 403.

/** The projects' management gate (the PROYECTOS policy). */
export const requireProyectos = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, PROYECTOS, nivel);

/** The actor's permissions within one project: global profiles plus those held for it (read once per request). */
export async function permisosEnProyecto(ctx: DomainContext, actor: Actor, proyectoId: number): Promise<Permiso[]> {
  return (await perfilesEnProyecto(ctx, actor, proyectoId)).permisos;
}

export interface AccesoProyecto {
  actor: Actor;
  proyectoId: number;
  /** The actor's permissions within the project (for the controls a page shows). */
  permisos: Permiso[];
}

/**
 * Lets the actor on when, within the project, they meet `regla`, or when they meet `gestion`
 * globally (staff who follow every project). 401 without a session; 404 when the project is
 * not in the instance or the actor is neither on its team nor staff; 403 for a member
 * without the permission.
 */
export async function requireEnProyecto(
  ctx: DomainContext,
  proyectoId: number,
  regla: Regla,
  opts: { gestion?: Regla; enInstancia?: true } = {},
): Promise<AccesoProyecto> {
  const actor = requireRegla(ctx.actor, SESION);
  // `enInstancia`: the caller has just read the project in this instance (a self-assessment's
  // gate joins it), so the same check is not paid twice.
  if (!opts.enInstancia) {
    const [proyecto] = await ctx.db
      .select({ id: proyectos.id })
      .from(proyectos)
      .where(and(eq(proyectos.id, proyectoId), eq(proyectos.instanciaId, ctx.instancia.id)));
    if (!proyecto) throw new AppError(404, t.proyectoNoExiste);
  }
  const { permisos, miembro } = await perfilesEnProyecto(ctx, actor, proyectoId);
  const enProyecto = { esSuperAdmin: actor.esSuperAdmin, permisos };
  if (puede(enProyecto, regla)) return { actor, proyectoId, permisos };
  if (opts.gestion && puede(actor, opts.gestion)) return { actor, proyectoId, permisos };
  if (miembro) throw denegacion(enProyecto, regla) ?? new AppError(403, errores.prohibido);
  throw new AppError(404, t.proyectoNoExiste);
}
