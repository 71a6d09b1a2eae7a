import { cache } from 'react';
import { isAppError } from '../domain/errors.ts';
import { type AreaEvaluacion, getAreaEvaluacion } from '../domain/evaluacion/area.ts';
import { pageSession } from './page-auth.ts';
import { pageDomainContext } from './page-context.ts';

/**
 * The evaluation area frame of `id` for this page request (memoised: the layout and its page
 * both ask), or the status that keeps the user out (404 not an evaluation or outsider, 403,
 * 401). Pages read `area.sujeto` for their controls and `area.SoloLectura` for read-only views.
 */
export const pageAreaEvaluacion = cache(async (id: number): Promise<{ area: AreaEvaluacion } | { status: number }> => {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  try {
    return { area: await getAreaEvaluacion(ctx, id) };
  } catch (err) {
    if (isAppError(err)) return { status: err.status };
    throw err;
  }
});
