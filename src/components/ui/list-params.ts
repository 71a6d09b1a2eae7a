/**
 * Filters and page of a list page as the URL carries them (lists are GET forms, so they work
 * without JavaScript and a filtered list can be bookmarked). A page declares its filters once:
 *
 *   const FILTROS = { texto: 'texto', manualId: 'id', esencial: 'bool' } as const;
 *   const params = parseListParams(query, FILTROS);   // { texto: string, manualId?: number, esencial: ''|'true'|'false', pagina }
 *   const href = (p: number) => listHref('/estandares', params, p);
 */
export { type FilterKind, type ListParams, parseListParams } from '../../domain/listas/params.ts';

/** The URL of `path` with these filters (empty ones left out) at `pagina`. */
export function listHref(path: string, params: Record<string, unknown>, pagina = 1): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === 'pagina' || value === undefined || value === '' || value === null) continue;
    q.set(name, String(value));
  }
  if (pagina > 1) q.set('pagina', String(pagina));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Whether any filter (not the page) is set: the empty state then says "no match". */
export const hasFilters = (params: Record<string, unknown>) =>
  Object.entries(params).some(([name, v]) => name !== 'pagina' && v !== undefined && v !== '');
