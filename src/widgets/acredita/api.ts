// The widget's only way to the server: the public CORS endpoints (GET, no credentials).

export interface Ref {
  Id: number;
  Nombre: string;
}

export interface Lista<T> {
  Registros: T[];
  NumeroRegistros: number;
  Pagina: number;
  RegistrosPorPagina: number;
}

export interface Acreditacion {
  Id: number;
  Centro: Ref;
  Provincia: Ref | null;
  Municipio: Ref | null;
  Ambito: Ref | null;
  Nivel: string | null;
  FechaVigencia: string;
}

export interface Proceso {
  Id: number;
  Codigo: string;
  Nombre: string;
  FechaApertura: string | null;
  FechaCierre: string | null;
}

export interface Config {
  /** The Acredita server (the origin the script came from). */
  origen: string;
  instancia: string;
  vista: 'registro' | 'procesos';
  provinciaId?: number;
  municipioId?: number;
  ambitoId?: number;
  porPagina: number;
}

export async function leer<T>(cfg: Config, path: string, params: Record<string, string | number | undefined>): Promise<T> {
  const url = new URL(`/api/${path}`, cfg.origen);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { 'X-Instancia': cfg.instancia }, credentials: 'omit', mode: 'cors' });
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

/** yyyy-mm-dd as dd/mm/yyyy (the product's date format). */
export const fecha = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
