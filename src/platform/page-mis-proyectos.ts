import { cache } from 'react';
import { listEnlacesArea, type ProyectosEnlazados } from '../domain/mis-proyectos/enlace-area.ts';
import { listMisProyectos } from '../domain/mis-proyectos/mios.ts';
import { pageSession } from './page-auth.ts';
import { pageDomainContext } from './page-context.ts';

/** How many projects the areas' switcher lists; beyond, its link to the chooser shows them all. */
const EN_EL_SELECTOR = 25;
/** The fields the switcher shows (src/components/mis-proyectos/menu.ts). */
const CAMPOS = ['Id', 'Codigo', 'Centro', 'Fase', 'Autoevaluacion'];

/**
 * The signed-in user's own projects for the areas' project switcher (GET yo/proyectos' first
 * page, without what needs them: that is the chooser's), each with its link as the area's gate
 * answers (listEnlacesArea, a few statements for the whole page), memoised per request; null
 * signed out.
 */
export const pageMisProyectos = cache(async (): Promise<ProyectosEnlazados | null> => {
  const session = await pageSession();
  if (!session) return null;
  const ctx = await pageDomainContext(session.actor);
  const page = await listMisProyectos(ctx, { query: { pagina: 1, registrosPorPagina: EN_EL_SELECTOR, campos: CAMPOS } });
  // One person alone in their project gets no switcher: no gate to ask.
  if (page.total < 2) return { ...page, enlaces: [] };
  return {
    ...page,
    enlaces: await listEnlacesArea(
      ctx,
      page.records.map((r) => r.Autoevaluacion),
    ),
  };
});
