import type { Actor, DomainContext } from '../context.ts';
import { TIPO_EVALUACION } from './equipo-evaluacion.ts';
import { nivelEnRegistro } from './registros.ts';

// Who reads an evaluation's work ("the report becomes visible to the applicant
// only on publication"). The rule is a column of the table of src/domain/permisos/registros.ts:
// the evaluation's records (verdicts, comments, figures, proposals, tasks, report) are read
// before publication by its evaluation team and by the agency, by the centre's team only once
// published. The area's gate (requireEnAutoevaluacion) reads the answer from the record's
// capabilities (capacidades.ts); the lists that show records' figures ask here for each row,
// and the pages show the verdicts only when it holds. The few reads that show nothing of the
// evaluators' work (the area's frame and deadlines, the correction rounds that return
// standards to the team with their comments) skip it explicitly (`marco`).

/** What decides: the record's phase type and publication date, and its project (and the record itself, for an open round). */
interface RegistroEvaluable {
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
