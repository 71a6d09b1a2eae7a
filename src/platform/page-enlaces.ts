import type { LugarEnlace } from '../db/schema/enlaces.ts';
import type { Actor } from '../domain/context.ts';
import { listEnlaces, listEnlacesDe, listEnlacesPublicos } from '../domain/enlaces/enlaces.ts';
import { ENLACES } from '../domain/permisos/politicas.ts';
import { puede } from '../domain/permisos/regla.ts';
import { pageDomainContext } from './page-context.ts';

// What the links pages read. Each place's page is guarded by its own route (the areas' pages
// after checking the project); these only read the links of that place.

/** `/enlacesPublico`: the public links, for anyone. */
export async function loadEnlacesPublicos(actor: Actor | null) {
  return listEnlacesPublicos(await pageDomainContext(actor));
}

/** The management home and the areas' links pages: the links of that place. */
export async function loadEnlacesDe(actor: Actor | null, lugar: Exclude<LugarEnlace, 'PUBLICO'>) {
  return listEnlacesDe(await pageDomainContext(actor), lugar);
}

/** `/enlacesGestion`: every link, and whether the user may change them. */
export async function loadEnlacesGestion(actor: Actor | null) {
  return {
    enlaces: await listEnlaces(await pageDomainContext(actor)),
    editable: actor !== null && puede(actor, ENLACES.escribe),
  };
}
