/**
 * Loading of the province, municipality and locality lists from the public lookups
 * (`GET /api/provincias|municipios|localidades?campos=Id,Nombre`, header `X-Instancia`).
 * Loaded lists are kept in a module-level cache keyed by instance and URL, so going back
 * and forth between provinces does not ask the server again. Failures are not cached.
 */
import type { UbicacionValor } from './estado.ts';

export type OpcionUbicacion = { Id: number; Nombre: string };

export type ListaUbicacion = 'provincias' | 'municipios' | 'localidades';

export const INSTANCIA_POR_DEFECTO = 'soludable';

/** Lists kept at most; the oldest are forgotten first (Map keeps insertion order). */
const MAX_LISTAS_EN_CACHE = 300;

const cache = new Map<string, readonly OpcionUbicacion[]>();

/** The URL of a list for the current value, or null while its parent is not chosen. */
export function urlLista(lista: ListaUbicacion, v: UbicacionValor): string | null {
  const campos = 'campos=Id,Nombre';
  switch (lista) {
    case 'provincias':
      return `/api/provincias?${campos}`;
    case 'municipios':
      return v.provinciaId === undefined ? null : `/api/municipios?${campos}&provinciaId=${v.provinciaId}`;
    case 'localidades':
      return v.provinciaId === undefined || v.municipioId === undefined
        ? null
        : `/api/localidades?${campos}&provinciaId=${v.provinciaId}&municipioId=${v.municipioId}`;
  }
}

const claveCache = (instancia: string, url: string) => `${instancia}\n${url}`;

/** The cached list for this instance and URL, if it was loaded before. */
export function listaEnCache(instancia: string, url: string): readonly OpcionUbicacion[] | undefined {
  return cache.get(claveCache(instancia, url));
}

/** Forgets every cached list (tests, or after the reference tables change). */
export function vaciarCacheUbicacion(): void {
  cache.clear();
}

/** A list could not be loaded: HTTP error (with the API's `status`/`message`), bad body or network. */
export class ErrorCargaUbicacion extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErrorCargaUbicacion';
    this.status = status;
  }
}

export type OpcionesCarga = {
  instancia?: string;
  signal?: AbortSignal;
  /** Ask the server again even if the list is cached (a retry after an error). */
  recargar?: boolean;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
};

function esOpcion(x: unknown): x is OpcionUbicacion {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.Id === 'number' && Number.isInteger(r.Id) && typeof r.Nombre === 'string';
}

async function mensajeDeError(res: Response): Promise<string> {
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
 * ErrorCargaUbicacion, or with the AbortError of `signal`.
 */
export async function cargarLista(url: string, opciones: OpcionesCarga = {}): Promise<readonly OpcionUbicacion[]> {
  const instancia = opciones.instancia ?? INSTANCIA_POR_DEFECTO;
  const clave = claveCache(instancia, url);
  const enCache = cache.get(clave);
  if (enCache && !opciones.recargar) return enCache;

  const pedir = opciones.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await pedir(url, {
      headers: { Accept: 'application/json', 'X-Instancia': instancia },
      signal: opciones.signal,
      ...(opciones.recargar ? { cache: 'no-cache' as const } : {}),
    });
  } catch (error) {
    if (opciones.signal?.aborted) throw error;
    throw new ErrorCargaUbicacion(error instanceof Error ? error.message : String(error), undefined, { cause: error });
  }
  if (!res.ok) throw new ErrorCargaUbicacion(await mensajeDeError(res), res.status);

  let body: unknown;
  try {
    body = await res.json();
  } catch (error) {
    if (opciones.signal?.aborted) throw error;
    throw new ErrorCargaUbicacion('Respuesta no válida', res.status, { cause: error });
  }
  const registros = typeof body === 'object' && body !== null ? (body as { Registros?: unknown }).Registros : undefined;
  if (!Array.isArray(registros) || !registros.every(esOpcion)) {
    throw new ErrorCargaUbicacion('Respuesta no válida', res.status);
  }
  const lista: readonly OpcionUbicacion[] = registros.map(({ Id, Nombre }) => ({ Id, Nombre }));

  cache.delete(clave);
  cache.set(clave, lista);
  while (cache.size > MAX_LISTAS_EN_CACHE) {
    const masAntigua = cache.keys().next();
    if (masAntigua.done) break;
    cache.delete(masAntigua.value);
  }
  return lista;
}
