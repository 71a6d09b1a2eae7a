import { filtrosUsuarios } from '../../domain/listas/usuarios.ts';

/** The /usuarios filters as the URL carries them (a GET form: the list works without JavaScript). */
export interface UsuariosParams {
  texto: string;
  /** '' all, 'true' active, 'false' inactive. */
  activo: '' | 'true' | 'false';
  etiquetaId: number | undefined;
  pagina: number;
}

export const USUARIOS_POR_PAGINA = 20;

/** Reads the page's query string (the one statement of the filters, shared with the export). */
export const parseUsuariosParams = (query: string | undefined): UsuariosParams => filtrosUsuarios(query).params;

/** The URL of a list page with these filters (empty ones left out). */
export function usuariosHref(params: Omit<UsuariosParams, 'pagina'>, pagina = 1): string {
  const q = new URLSearchParams();
  if (params.texto) q.set('texto', params.texto);
  if (params.activo) q.set('activo', params.activo);
  if (params.etiquetaId !== undefined) q.set('etiquetaId', String(params.etiquetaId));
  if (pagina > 1) q.set('pagina', String(pagina));
  const s = q.toString();
  return s ? `/usuarios?${s}` : '/usuarios';
}
