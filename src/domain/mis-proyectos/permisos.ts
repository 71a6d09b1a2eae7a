import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import type { DomainContext } from '../context.ts';
import { ownUsuario } from '../identidad/yo.ts';
import type { Permiso } from '../permisos/levels.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import { requireEnProyecto } from '../proyectos/acceso.ts';

/**
 * Permissions of the signed-in user (GET yo/permisos): within a project (or the project of a
 * self-assessment), those of global profiles plus those held for it; without one, those of
 * global profiles. A project or self-assessment must exist and be one the user may open (its
 * team, or staff who follow projects): otherwise 404, as its pages answer, so an id of another
 * project reveals nothing (not even that it exists).
 */
export async function ownPermisos(
  ctx: DomainContext,
  opts: { proyectoId?: number; autoevaluacionId?: number },
): Promise<Permiso[]> {
  const usuario = await ownUsuario(ctx);
  let proyectoId = opts.proyectoId;
  if (opts.autoevaluacionId !== undefined) {
    // Permissions say nothing of an evaluation's verdicts: the area's menu needs them before publication too.
    const acceso = await requireEnAutoevaluacion(ctx, opts.autoevaluacionId, AUTOEVALUACION.acceso, {
      gestion: PROYECTOS.gestiona,
      marco: true,
    });
    proyectoId = acceso.proyectoId;
  } else if (proyectoId !== undefined) {
    await requireEnProyecto(ctx, proyectoId, AUTOEVALUACION.acceso, { gestion: PROYECTOS.gestiona });
  }
  if (proyectoId !== undefined) return (await loadPermisos(ctx.db, usuario, { proyectoId })).todos;
  return (await loadPermisos(ctx.db, usuario)).generales;
}
