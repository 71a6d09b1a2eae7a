import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import { nivelEnRegistro } from '../autoevaluacion/registros.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { TIPO_EVALUACION } from './equipo.ts';

// Who reads an evaluation's work ("the report becomes visible to the applicant
// only on publication"). The rule is a column of the table of src/domain/permisos/registros.ts:
// the evaluation's records (verdicts, comments, figures, proposals, tasks, report) are read
// before publication by its evaluation team and by the agency, by the centre's team only once
// published. This module asks the table for the record's verdicts: the area's gate
// (requireEnAutoevaluacion) asks on every read of a record, the lists that show records' figures
// ask for each row, and the pages show the verdicts only when it holds. The few reads that show
// nothing of the evaluators' work (the area's frame and deadlines, the correction rounds that
// return standards to the team with their comments) skip it explicitly (`marco`).

/** What decides: the record's phase type and publication date, and its project (and the record itself, for an open round). */
export interface RegistroEvaluable {
  id?: number;
  proyectoId: number;
  faseTipo: string | null;
  fechaPublicacion: string | null;
  estadoClave?: string;
  faseCiclo?: string;
}

/** Whether the record is an evaluation whose work is still the evaluation team's alone. */
export const esEvaluacionSinPublicar = (a: Pick<RegistroEvaluable, 'faseTipo' | 'fechaPublicacion'>) =>
  a.faseTipo === TIPO_EVALUACION && a.fechaPublicacion === null;

/** Whether `actor` may read the evaluators' work on record `a` (always true for a self-assessment record). */
export async function puedeVerEvaluacion(ctx: DomainContext, actor: Actor | null, a: RegistroEvaluable): Promise<boolean> {
  if (!esEvaluacionSinPublicar(a)) return true;
  if (!actor) return false;
  const registro = {
    id: a.id ?? 0,
    proyectoId: a.proyectoId,
    faseTipo: TIPO_EVALUACION,
    faseCiclo: a.faseCiclo ?? '',
    estadoClave: a.estadoClave ?? '',
    fechaPublicacion: null,
  };
  return (await nivelEnRegistro(ctx, actor, registro, 'veredictos')).nivel !== 'none';
}

/** 403 with the Spanish reason when `actor` may not read the evaluators' work on record `a` yet. */
export async function requireVerEvaluacion(ctx: DomainContext, actor: Actor | null, a: RegistroEvaluable): Promise<void> {
  if (!(await puedeVerEvaluacion(ctx, actor, a))) throw new AppError(403, t.noPublicada);
}
