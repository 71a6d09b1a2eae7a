import { unstable_redirect } from 'waku/router/server';
import { destinoEntrada } from '../../../domain/autoevaluacion/entrada.ts';
import { listMisProyectos } from '../../../domain/proyectos/mios.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { logoutUrl } from '../../../platform/safe-path.ts';

/**
 * `/autoevaluacion`, the self-assessment entry where sign-in sends team members: it reads the
 * user's own projects (one record) and opens the self-assessment (/autoevaluacion/{id}) or
 * evaluation (/evaluacion/{id}) area, or the root; without a project or a self-assessment it
 * ends the session (/logout) and shows why on /respuesta (src/domain/autoevaluacion/entrada.ts).
 */
export default async function AutoevaluacionEntrada({ path }: { path: string }) {
  const actor = await guardPage(path);
  const ctx = await pageDomainContext(actor);
  const page = await listMisProyectos(ctx, { query: { pagina: 1, registrosPorPagina: 1, campos: ['Id', 'Autoevaluacion'] } });
  const destino = destinoEntrada(page.records[0] as Parameters<typeof destinoEntrada>[0]);
  unstable_redirect('ir' in destino ? destino.ir : logoutUrl(`/respuesta?motivo=${destino.motivo}`));
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
