import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import { type AreaAutoevaluacion, getAreaAutoevaluacion } from '../autoevaluacion/area.ts';
import { TIPO_EVALUACION } from '../autoevaluacion/equipo-evaluacion.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';

// The evaluation area's frame: the same frame as the self-assessment area's (project, phase,
// status, read-only reason, permissions in the project), for a record of an evaluation phase
// only. The spec opens the area with AE, which the centre's team also holds in its project
// (the /autoevaluacion entry sends it here during the evaluation); until a result is published
// the evaluators' work is not theirs to see, so for anyone outside the evaluation team the
// area's subject keeps only the keys that are not the team's work (AE_APORTACION, AE_EQUIPO
// dropped): their menu shows the home (and whatever other parts open to them), not the
// verdicts.

/** Keys that only the evaluation team uses inside the evaluation area. */
const CLAVES_DEL_EQUIPO = new Set(['AE_APORTACION', 'AE_EQUIPO']);

export interface AreaEvaluacion extends AreaAutoevaluacion {
  /** Whether the user is on the evaluation team (or a super administrator): the evaluation's verdicts are their side's. */
  EquipoEvaluacion: boolean;
}

/** The frame of evaluation `id` for a member of its project (AE): 404 when `id` is not an evaluation, 404/403 as the area's gate. */
export async function getAreaEvaluacion(ctx: DomainContext, id: number): Promise<AreaEvaluacion> {
  const area = await getAreaAutoevaluacion(ctx, id);
  if (area.Fase.TipoClave !== TIPO_EVALUACION) throw new AppError(404, t.noEsEvaluacion);
  if (area.LadoEvaluacion) return { ...area, EquipoEvaluacion: true };
  const permisos = area.permisos.filter((p) => !CLAVES_DEL_EQUIPO.has(p.clave));
  return { ...area, permisos, sujeto: { ...area.sujeto, permisos }, EquipoEvaluacion: false };
}
