import type { EstandarFiltros } from '../catalogo/estandares.ts';
import { boolFiltro, parseListParams } from './params.ts';

const FILTROS_ESTANDARES = { texto: 'texto', manualId: 'id', bloqueId: 'id', esencial: 'bool', paqueteId: 'id' } as const;

/** `/estandares`' query string (a manual's standards with `manualId`): the page's filters and the domain's. */
export function filtrosEstandares(query: string | undefined) {
  const params = parseListParams(query, FILTROS_ESTANDARES);
  const filtros: EstandarFiltros = {
    texto: params.texto || undefined,
    manualId: params.manualId,
    bloqueId: params.bloqueId,
    paqueteId: params.paqueteId,
    esencial: boolFiltro(params.esencial),
  };
  return { params, filtros };
}
