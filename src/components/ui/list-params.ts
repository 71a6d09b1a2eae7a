/**
 * Filters and page of a list page as the URL carries them (lists are GET forms, so they work
 * without JavaScript and a filtered list can be bookmarked). A page declares its filters once:
 *
 *   const FILTROS = { texto: 'texto', manualId: 'id', esencial: 'bool' } as const;
 *   const params = parseListParams(query, FILTROS);   // { texto: string, manualId?: number, esencial: ''|'true'|'false', pagina }
 *   const href = (p: number) => listHref('/estandares', params, p);
 */
export type FilterKind = 'texto' | 'id' | 'bool' | 'clave';

type ValueOf<K extends FilterKind> = K extends 'id' ? number | undefined : K extends 'bool' ? '' | 'true' | 'false' : string;

export type ListParams<S extends Record<string, FilterKind>> = { [F in keyof S]: ValueOf<S[F]> } & { pagina: number };

const positive = (raw: string | null): number | undefined => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
};

/** Reads the query string; anything malformed falls back to "no filter" or page 1. */
export function parseListParams<S extends Record<string, FilterKind>>(query: string | undefined, spec: S): ListParams<S> {
  const q = new URLSearchParams(query ?? '');
  const out: Record<string, unknown> = { pagina: positive(q.get('pagina')) ?? 1 };
  for (const [name, kind] of Object.entries(spec)) {
    const raw = q.get(name);
    if (kind === 'id') out[name] = positive(raw);
    else if (kind === 'bool') out[name] = raw === 'true' || raw === 'false' ? raw : '';
    else if (kind === 'clave') out[name] = /^[\w-]{1,40}$/.test(raw ?? '') ? raw : '';
    else out[name] = (raw ?? '').trim().slice(0, 200);
  }
  return out as ListParams<S>;
}

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
