import { type FiltrosActuaciones, getActuacion, listActuaciones, listTiposActuacion } from '../domain/actuaciones/lectura.ts';
import { listEtiquetasActuacion } from '../domain/actuaciones/opciones.ts';
import type { DomainContext } from '../domain/context.ts';
import type { ListQuery } from '../domain/listing.ts';
import { ACTUACIONES } from '../domain/permisos/politicas.ts';
import { puede } from '../domain/permisos/regla.ts';

// What the actuaciones pages read: the list with its filters' options, one record with the
// form's options, and the short lists a project's and a centre's pages show.

/** `/actuaciones`: a page of the list, the kinds and the tags of the filters. */
export async function loadActuacionesPagina(ctx: DomainContext, opts: { query: ListQuery; filtros: FiltrosActuaciones }) {
  const [page, tipos, etiquetas] = await Promise.all([
    listActuaciones(ctx, opts),
    listTiposActuacion(ctx),
    listEtiquetasActuacion(ctx),
  ]);
  return { page, tipos, etiquetas };
}

/** `/actuacion` and `/actuacion/{id}`: the form's kinds and tags, and the record when there is one. */
export async function loadActuacionFicha(ctx: DomainContext, id?: number) {
  const [actuacion, tipos, etiquetas] = await Promise.all([
    id === undefined ? null : getActuacion(ctx, id),
    listTiposActuacion(ctx),
    listEtiquetasActuacion(ctx),
  ]);
  return { actuacion, tipos, etiquetas };
}

/** Rows a project's or a centre's page shows; the rest are in /actuaciones with the same filter. */
const EN_FICHA = 10;

/**
 * The actuaciones of a project or a centre, for that record's page: null for whoever may not
 * read actuaciones (the section is then left out).
 */
export async function loadActuacionesDe(ctx: DomainContext, filtro: { proyectoId: number } | { centroId: number }) {
  if (!ctx.actor || !puede(ctx.actor, ACTUACIONES.lee)) return null;
  const page = await listActuaciones(ctx, { query: { pagina: 1, registrosPorPagina: EN_FICHA }, filtros: filtro });
  return { ...page, escribe: puede(ctx.actor, ACTUACIONES.escribe) };
}
