import { autoevaluacionFin } from '../../i18n/autoevaluacion-equipo.ts';
import { publicacionApi } from '../../i18n/evaluacion-resultado.ts';
import { capacidades } from '../autoevaluacion/capacidades.ts';
import { finalizarAutoevaluacion } from '../autoevaluacion/fin.ts';
import type { DomainContext } from '../context.ts';
import { publicarEvaluacion } from './publicacion.ts';

// The one finish call on a record (PUT/PATCH autoevaluaciones/{id}/finalizar): the record's
// phase decides what finishing means. A self-assessment finishes and hands over to its
// evaluation (src/domain/autoevaluacion/fin.ts); an evaluation (phase type EVA) publishes its
// result and closes the cycle (publicacion.ts). Which phase follows is one rule
// (src/domain/shared/fases.ts). The record's capabilities are worked out here once and the
// chosen use case's gate reads the same object (src/domain/autoevaluacion/capacidades.ts).

/** Closes the phase record `autoevaluacionId` is in; returns the confirmation the caller shows. */
export async function finalizarFase(ctx: DomainContext, autoevaluacionId: number, origen: string): Promise<{ mensaje: string }> {
  const { esEvaluacion } = await capacidades(ctx, autoevaluacionId);
  if (esEvaluacion) {
    await publicarEvaluacion(ctx, autoevaluacionId, origen);
    return { mensaje: publicacionApi.publicada };
  }
  await finalizarAutoevaluacion(ctx, autoevaluacionId, origen);
  return { mensaje: autoevaluacionFin.finalizada };
}
