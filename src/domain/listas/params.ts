/**
 * Filters and page of a management list as the URL carries them (lists are GET forms, so they
 * work without JavaScript and a filtered list can be bookmarked). The list page and its
 * export (src/domain/exportes) read the same query string with the same statement, so a
 * download holds exactly the rows on screen. A list declares its filters once:
 *
 *   const FILTROS = { texto: 'texto', manualId: 'id', esencial: 'bool' } as const;
 *   const params = parseListParams(query, FILTROS);   // { texto: string, manualId?: number, esencial: ''|'true'|'false', pagina }
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

/** A yes/no filter as the domain takes it: undefined when not set. */
export const boolFiltro = (v: '' | 'true' | 'false'): boolean | undefined => (v === '' ? undefined : v === 'true');
