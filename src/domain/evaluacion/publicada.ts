import { requireEnAutoevaluacion } from '../autoevaluacion/acceso.ts';
import { type AutoevaluacionRecord, getAutoevaluacion } from '../autoevaluacion/lectura.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';

// What the centre's team sees of its evaluation on the area's home: nothing until it is
// published (src/domain/autoevaluacion/visibilidad-evaluacion.ts), then the record with its result and report.

/** The published evaluation `id` (AE in the project), or null while it is not published. */
export async function getEvaluacionPublicada(ctx: DomainContext, id: number): Promise<AutoevaluacionRecord | null> {
  const { autoevaluacion: a } = await requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso, { marco: true });
  if (a.fechaPublicacion === null) return null;
  return getAutoevaluacion(ctx, id);
}
