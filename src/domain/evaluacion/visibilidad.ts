import { evaluacionAcceso as t } from '../../i18n/evaluacion-area.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { PROYECTOS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { esEquipoEvaluacion, TIPO_EVALUACION } from './equipo.ts';

// Who reads an evaluation's work (issue 15, behaviour.md §4: "the report becomes visible to the
// applicant only on publication"). Until the result is published, an evaluation record (phase
// type EVA) with its verdicts, comments, figures, proposals and report belongs to its
// evaluation team and to staff who follow every project; the centre's team, which also holds
// AE in the project, sees it only once published. Stated here once: the area's gate
// (exigeEnAutoevaluacion) asks on every read of a record, the lists that show records' figures
// ask for each row, and the pages show the verdicts only when it holds. The few reads that show
// nothing of the evaluators' work (the area's frame and deadlines, the correction rounds that
// return standards to the team with their comments) skip it explicitly (`marco`).

/** What decides: the record's phase type and publication date, and its project. */
export interface RegistroEvaluable {
  proyectoId: number;
  faseTipo: string | null;
  fechaPublicacion: string | null;
}

/** Whether the record is an evaluation whose work is still the evaluation team's alone. */
export const esEvaluacionSinPublicar = (a: Pick<RegistroEvaluable, 'faseTipo' | 'fechaPublicacion'>) =>
  a.faseTipo === TIPO_EVALUACION && a.fechaPublicacion === null;

/** Whether `actor` may read the evaluators' work on record `a` (always true for a self-assessment record). */
export async function puedeVerEvaluacion(ctx: DomainContext, actor: Actor | null, a: RegistroEvaluable): Promise<boolean> {
  if (!esEvaluacionSinPublicar(a)) return true;
  if (!actor) return false;
  // Staff through a system-wide profile only: a profile held for the project never counts here.
  if (actor.esSuperAdmin || puede({ esSuperAdmin: false, permisos: actor.permisosGenerales }, PROYECTOS.gestiona)) return true;
  return esEquipoEvaluacion(ctx, actor.usuarioId, a.proyectoId);
}

/** 403 with the Spanish reason when `actor` may not read the evaluators' work on record `a` yet. */
export async function exigeVerEvaluacion(ctx: DomainContext, actor: Actor | null, a: RegistroEvaluable): Promise<void> {
  if (!(await puedeVerEvaluacion(ctx, actor, a))) throw new AppError(403, t.noPublicada);
}
