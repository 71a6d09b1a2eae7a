import { and, eq } from 'drizzle-orm';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { tipoDeFase } from './origen.ts';

// Who judges an evaluation. The centre's team keeps its profiles (and so AE_APORTACION) in the
// project after finishing, so "holds AE_APORTACION in the project" would let the applicant
// judge itself: on a record of an evaluation phase (type EVA) only the evaluation team writes,
// that is, the holders of a profile of the evaluation side (perfiles.tipoClave EVA: JEFE_EVACN,
// EVAL) for that project. A super administrator acts as anyone.

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

/** Whether the record of phase `faseClave` is an evaluation (phase type EVA). */
export async function esEvaluacion(ctx: DomainContext, faseClave: string): Promise<boolean> {
  return (await tipoDeFase(ctx.db, faseClave)) === TIPO_EVALUACION;
}

/**
 * 403 when record `a` is an evaluation and the actor is not on its evaluation team; nothing
 * for a self-assessment record (its own rules apply). Called by exigeContribucion after the
 * project-scope check, so outsiders have had their 404 already.
 */
export async function exigeEquipoDeLaFase(
  ctx: DomainContext,
  actor: { usuarioId: number; esSuperAdmin: boolean },
  a: { proyectoId: number; faseClave: string },
): Promise<void> {
  if (actor.esSuperAdmin || !(await esEvaluacion(ctx, a.faseClave))) return;
  if (!(await esEquipoEvaluacion(ctx, actor.usuarioId, a.proyectoId))) throw new AppError(403, t.soloEquipoEvaluacion);
}
