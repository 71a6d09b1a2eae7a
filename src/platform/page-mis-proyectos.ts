import { cache } from 'react';
import type { Page } from '../domain/listing.ts';
import type { MiProyecto } from '../domain/mis-proyectos/mios.ts';
import { listMisProyectos } from '../domain/mis-proyectos/mios.ts';
import { pageSession } from './page-auth.ts';
import { pageDomainContext } from './page-context.ts';

/** How many projects the areas' switcher lists; beyond, its link to the chooser shows them all. */
const EN_EL_SELECTOR = 25;
/** The fields the switcher shows (src/components/mis-proyectos/menu.ts). */
const CAMPOS = ['Id', 'Codigo', 'Centro', 'Fase', 'Autoevaluacion'];

/**
 * The signed-in user's own projects for the areas' project switcher (GET yo/proyectos' first
 * page, without what needs them: that is the chooser's), memoised per request; null signed out.
 */
export const pageMisProyectos = cache(async (): Promise<Page<Partial<MiProyecto>> | null> => {
  const session = await pageSession();
  if (!session) return null;
  const ctx = await pageDomainContext(session.actor);
  return listMisProyectos(ctx, { query: { pagina: 1, registrosPorPagina: EN_EL_SELECTOR, campos: CAMPOS } });
});
