/**
 * Loading of the province, municipality and locality lists from the public lookups
 * (`GET /api/provincias|municipios|localidades?campos=Id,Nombre`, header `X-Instancia`).
 * Loaded lists are kept in a module-level cache keyed by instance and URL, so going back
 * and forth between provinces does not ask the server again. Failures are not cached.
 */
import type { UbicacionValue } from './state.ts';

export type UbicacionOption = { Id: number; Nombre: string };

export type UbicacionList = 'provincias' | 'municipios' | 'localidades';

import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';

/** Lists kept at most; the oldest are forgotten first (Map keeps insertion order). */
const MAX_CACHED_LISTS = 300;

const cache = new Map<string, readonly UbicacionOption[]>();

/** The URL of a list for the current value, or null while its parent is not chosen. */
export function listUrl(list: UbicacionList, v: UbicacionValue): string | null {
  const fields = 'campos=Id,Nombre';
  switch (list) {
    case 'provincias':
      return `/api/provincias?${fields}`;
    case 'municipios':
      return v.provinciaId === undefined ? null : `/api/municipios?${fields}&provinciaId=${v.provinciaId}`;
    case 'localidades':
      return v.provinciaId === undefined || v.municipioId === undefined
        ? null
        : `/api/localidades?${fields}&provinciaId=${v.provinciaId}&municipioId=${v.municipioId}`;
  }
}

const cacheKey = (instancia: string, url: string) => `${instancia}\n${url}`;

/** The cached list for this instance and URL, if it was loaded before. */
export function cachedList(instancia: string, url: string): readonly UbicacionOption[] | undefined {
  return cache.get(cacheKey(instancia, url));
}

/** Forgets every cached list (tests, or after the reference tables change). */
export function clearUbicacionCache(): void {
  cache.clear();
}

/** A list could not be loaded: HTTP error (with the API's `status`/`message`), bad body or network. */
export class UbicacionLoadError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UbicacionLoadError';
    this.status = status;
  }
}

type LoadOptions = {
  instancia?: string;
  signal?: AbortSignal;
  /** Ask the server again even if the list is cached (a retry after an error). */
  reload?: boolean;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
};

function isOption(x: unknown): x is UbicacionOption {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.Id === 'number' && Number.isInteger(r.Id) && typeof r.Nombre === 'string';
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON: fall back to the status line.
  }
  return `HTTP ${res.status}`;
}

/**
 * Loads a list (from the cache when possible) and caches it. Rejects with
 * UbicacionLoadError, or with the AbortError of `signal`.
 */
export async function loadList(url: string, options: LoadOptions = {}): Promise<readonly UbicacionOption[]> {
  const instancia = options.instancia ?? DEFAULT_INSTANCIA;
  const key = cacheKey(instancia, url);
  const cached = cache.get(key);
  if (cached && !options.reload) return cached;

  const fetchList = options.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await fetchList(url, {
      headers: { Accept: 'application/json', 'X-Instancia': instancia },
      signal: options.signal,
      ...(options.reload ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new UbicacionLoadError(error instanceof Error ? error.message : String(error), undefined, { cause: error });
  }
  if (!res.ok) throw new UbicacionLoadError(await errorMessage(res), res.status);

  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new UbicacionLoadError('Respuesta no válida', res.status, { cause: error });
  }
  const records = typeof body === 'object' && body !== null ? (body as { Registros?: unknown }).Registros : undefined;
  if (!Array.isArray(records) || !records.every(isOption)) {
    throw new UbicacionLoadError('Respuesta no válida', res.status);
  }
  const list: readonly UbicacionOption[] = records.map(({ Id, Nombre }) => ({ Id, Nombre }));

  cache.delete(key);
  cache.set(key, list);
  while (cache.size > MAX_CACHED_LISTS) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
  return list;
}
