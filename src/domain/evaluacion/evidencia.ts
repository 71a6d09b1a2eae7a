import { loadAutoevaluacionBase } from '../autoevaluacion/carga.ts';
import { getContextoEvidencias } from '../autoevaluacion/evidencias-pagina.ts';
import { getEvidenciaDetalle } from '../autoevaluacion/pruebas.ts';
import type { DomainContext } from '../context.ts';
import { autoevaluacionEvaluada } from '../subsanacion/origen.ts';

// An evidence as the evaluation team sees it: the evaluation's own verdict (its record) beside
// the centre's verdict, tests answered and files (read-only, from the self-assessment the
// evaluation judges).

/** The evaluator's page of an evidence (AE in the project; 404 when it does not apply). */
export async function getEvidenciaEvaluada(ctx: DomainContext, evaluacionId: number, evidenciaId: number) {
  const [contexto, evaluacion] = await Promise.all([
    getContextoEvidencias(ctx, evaluacionId),
    getEvidenciaDetalle(ctx, evaluacionId, evidenciaId),
  ]);
  const base = await loadAutoevaluacionBase(ctx.db, ctx.instancia.id, evaluacionId);
  const centroId = base ? await autoevaluacionEvaluada(ctx.db, base) : null;
  const centro = centroId ? await getEvidenciaDetalle(ctx, centroId, evidenciaId) : null;
  return { contexto, evaluacion, centro, centroId };
}
