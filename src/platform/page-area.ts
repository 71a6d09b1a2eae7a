import { cache } from 'react';
import { type AreaAutoevaluacion, getAreaAutoevaluacion } from '../domain/autoevaluacion/area.ts';
import { isAppError } from '../domain/errors.ts';
import { pageSession } from './page-auth.ts';
import { pageDomainContext } from './page-context.ts';

/**
 * The self-assessment area frame of `id` for this page request (memoised: the area's layout
 * and its page both ask), or the status that keeps the user out: 404 for someone outside the
 * project (or an unknown id), 403 for a member without AE, 401 without a session. Pages of
 * the area read `area.sujeto` to decide which controls to show (permissions in the project)
 * and `area.SoloLectura` to show a read-only view.
 */
export const pageArea = cache(async (id: number): Promise<{ area: AreaAutoevaluacion } | { status: number }> => {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  try {
    return { area: await getAreaAutoevaluacion(ctx, id) };
  } catch (err) {
    if (isAppError(err)) return { status: err.status };
    throw err;
  }
});
