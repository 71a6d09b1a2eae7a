import { boolFiltro, parseListParams } from './params.ts';

const FILTROS_PROCESOS = { texto: 'texto', abierto: 'bool', manualId: 'id' } as const;

/** `/procesos`' query string: the page's filters and listProcesos' options. */
export function filtrosProcesos(query: string | undefined) {
  const params = parseListParams(query, FILTROS_PROCESOS);
  const filtros = { texto: params.texto || undefined, manualId: params.manualId, abierto: boolFiltro(params.abierto) };
  return { params, filtros };
}
