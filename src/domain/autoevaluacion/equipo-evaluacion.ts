import { and, eq } from 'drizzle-orm';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import type { DomainContext } from '../context.ts';

// The evaluation team of a project: the holders of a profile of the evaluation side
// (perfiles.tipoClave EVA: JEFE_EVACN, EVAL) for that project. Who writes or reads what is not
// decided here but by the table of src/domain/permisos/registros.ts (each side keeps to its
// own records); this says who is on the team, for the pages that list or mail it.

/** Profile type (perfiles.tipoClave) and phase type (fases_proyecto.tipoClave) of the evaluation side. */
export const TIPO_EVALUACION = 'EVA';

/** Whether `usuarioId` holds a profile of the evaluation side for project `proyectoId`. */
export async function esEquipoEvaluacion(ctx: DomainContext, usuarioId: number, proyectoId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: usuarioPerfiles.id })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .where(
      and(
        eq(usuarioPerfiles.usuarioId, usuarioId),
        eq(usuarioPerfiles.proyectoId, proyectoId),
        eq(perfiles.tipoClave, TIPO_EVALUACION),
        eq(perfiles.instanciaId, ctx.instancia.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}
