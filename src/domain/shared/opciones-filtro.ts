// "Too many choices for a drop-down": a list's filter whose choices come from a table that grows
// without bound (projects, centres, users, processes...) is offered as a drop-down only while it
// has at most MAX_OPCIONES_FILTRO choices. Past that a drop-down is neither usable (nobody scrolls
// thousands of names) nor cheap (every option is in the page twice, markup and RSC payload:
// 10,000 centres made a page megabytes and its render seconds), so the loader answers null and the
// page offers the list's text search instead, with a hint saying so (SelectFilter, list-filters.tsx);
// the id in the address still filters. The inbox used to cut its lists at their first 500
// choices, which hid the rest: its text search now finds them (ADR 0068).

/** The most choices a filter's drop-down offers; past it the page offers the text search. */
export const MAX_OPCIONES_FILTRO = 300;

/**
 * A filter's choices, or null when there are more than `max`. `leer(limite)` reads at most
 * `limite` rows in the order shown: reading max + 1 tells "too many" without reading them all.
 */
export async function loadOpcionesFiltro<T>(
  leer: (limite: number) => Promise<T[]>,
  max = MAX_OPCIONES_FILTRO,
): Promise<T[] | null> {
  const rows = await leer(max + 1);
  return rows.length > max ? null : rows;
}

/**
 * The same rule when the choices are the distinct keys of a large table (the projects with
 * threads): `distintos(limite)` reads at most `limite` distinct keys, stopping early on an index,
 * and only when they are few does `leer` read their names in order. Sorting every distinct key by
 * name first would read and sort the whole table just to say "too many".
 */
export async function loadOpcionesDistintas<T>(
  distintos: (limite: number) => Promise<unknown[]>,
  leer: () => Promise<T[]>,
  max = MAX_OPCIONES_FILTRO,
): Promise<T[] | null> {
  const claves = await distintos(max + 1);
  return claves.length > max ? null : leer();
}
