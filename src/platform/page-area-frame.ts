import { pageSession } from './page-auth.ts';
import { pageInstancia } from './page-context.ts';
import { pageMisProyectos } from './page-mis-proyectos.ts';

/**
 * What the layout of the self-assessment or evaluation area reads for its frame, in parallel:
 * the instance, the signed-in actor, the area (`acceso`, null for someone it keeps out) and the
 * user's own projects for the header's switcher.
 */
export async function pageAreaFrame<A>(acceso: Promise<{ area: A } | { status: number }>) {
  const [instancia, session, resuelto, mios] = await Promise.all([pageInstancia(), pageSession(), acceso, pageMisProyectos()]);
  return { instancia, actor: session?.actor ?? null, area: 'area' in resuelto ? resuelto.area : null, mios };
}
