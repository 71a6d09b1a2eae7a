import { publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import type { AccesoAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { exigeContribucion } from '../autoevaluacion/contribucion.ts';
import { puedeGestionar } from '../autoevaluacion/gestor.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { EVALUACION } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { loadPermisos } from '../permisos/usuario.ts';
import { tipoDeFase } from './origen.ts';

// Who attaches an evaluation's report and publishes its result: "only the process manager can
// finish the phase or publish results" (behaviour.md §4, §6). That is the head of evaluation
// of the project (JEFE_EVACN there, the phase's managing profile: gestor.ts), a super
// administrator, or agency staff holding INF_EVAL at E through a system-wide profile. An
// evaluator (INF_EVAL at L) reads the result but neither uploads nor publishes.

/** Whether the actor may publish on an evaluation they reached through `acceso` (for the page's buttons). */
export async function puedePublicar(ctx: DomainContext, acceso: AccesoAutoevaluacion): Promise<boolean> {
  const { actor } = acceso;
  if (!puede({ esSuperAdmin: actor.esSuperAdmin, permisos: acceso.permisos }, EVALUACION.publica)) return false;
  if (await puedeGestionar(ctx, acceso)) return true;
  const { generales } = await loadPermisos(
    ctx.db,
    { id: actor.usuarioId, tipoPerfil: actor.tipoPerfil },
    { proyectoId: acceso.autoevaluacion.proyectoId },
  );
  return puede({ esSuperAdmin: actor.esSuperAdmin, permisos: generales }, EVALUACION.publica);
}

/**
 * The gate of the report upload and of publishing: INF_EVAL at E within the project through
 * exigeContribucion (404 outsiders, 403 without it, 409 once the evaluation is not CURSO), then
 * 409 unless the record is an evaluation (phase type EVA), then 403 unless the actor publishes.
 */
export async function exigePublicador(ctx: DomainContext, autoevaluacionId: number): Promise<AccesoAutoevaluacion> {
  const acceso = await exigeContribucion(ctx, autoevaluacionId, EVALUACION.publica);
  if ((await tipoDeFase(ctx.db, acceso.autoevaluacion.faseClave)) !== 'EVA') throw new AppError(409, t.noEsEvaluacion);
  if (!(await puedePublicar(ctx, acceso))) throw new AppError(403, t.soloJefe);
  return acceso;
}
