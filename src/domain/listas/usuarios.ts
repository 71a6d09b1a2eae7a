import type { UsuarioFiltros } from '../usuarios/list.ts';
import { boolFiltro, parseListParams } from './params.ts';

const FILTROS_USUARIOS = { texto: 'texto', activo: 'bool', etiquetaId: 'id' } as const;

/** `/usuarios`' query string: the page's filters and the domain's. */
export function filtrosUsuarios(query: string | undefined) {
  const params = parseListParams(query, FILTROS_USUARIOS);
  const filtros: UsuarioFiltros = {
    texto: params.texto || undefined,
    activo: boolFiltro(params.activo),
    etiquetaId: params.etiquetaId,
  };
  return { params, filtros };
}
