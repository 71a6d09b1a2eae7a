import type { Actor } from '../domain/context.ts';
import { isAppError } from '../domain/errors.ts';
import { getInformeEvaluacion, type InformeEvaluacion, type TipoInforme } from '../domain/informes/evaluacion.ts';
import { todayIso } from '../domain/shared/fechas.ts';
import { pageDomainContext } from './page-context.ts';

/**
 * The report a report page shows (`InformePagina`) and today's date, or null when the caller
 * may not read it (404 or 403: the page answers not found, as for outsiders).
 */
export async function loadInforme(
  actor: Actor | null,
  id: number,
  tipo: TipoInforme,
): Promise<{ informe: InformeEvaluacion; hoy: string } | null> {
  const ctx = await pageDomainContext(actor);
  try {
    return { informe: await getInformeEvaluacion(ctx, id, tipo), hoy: todayIso(ctx.clock.now()) };
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}
