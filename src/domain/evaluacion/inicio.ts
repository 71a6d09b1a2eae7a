import { type EstandarAutoevaluacion, listEstandaresAutoevaluacion } from '../autoevaluacion/estandares.ts';
import { getInicioAutoevaluacion, type InicioAutoevaluacion } from '../autoevaluacion/inicio.ts';
import type { DomainContext } from '../context.ts';
import { ESTADOS_JUZGADOS } from './veredictos.ts';

// The evaluation's home: the self-assessment home's figures and deadlines, read on the
// evaluation's own record (so the figures are the evaluators' verdicts), plus what is left to
// judge: the applicable standards with no verdict of the evaluation team yet.

interface InicioEvaluacion extends InicioAutoevaluacion {
  pendientes: EstandarAutoevaluacion[];
}

/** Whether the evaluation team has judged standard `e` (met, not met, or not applicable). */
export const estaJuzgado = (e: Pick<EstandarAutoevaluacion, 'Aplica' | 'EstadoClave'>) =>
  !e.Aplica || (ESTADOS_JUZGADOS as readonly string[]).includes(e.EstadoClave);

/** The home's data for the evaluation team (AE in the project; callers show it to the team only). */
export async function getInicioEvaluacion(ctx: DomainContext, id: number): Promise<InicioEvaluacion> {
  const [inicio, lista] = await Promise.all([
    getInicioAutoevaluacion(ctx, id),
    listEstandaresAutoevaluacion(ctx, id, { query: { pagina: 1, registrosPorPagina: 10_000 }, filtros: {} }),
  ]);
  const pendientes = (lista.records as EstandarAutoevaluacion[]).filter((e) => !estaJuzgado(e));
  return { ...inicio, pendientes };
}
