import type { CentrosFiltros } from '../centros/centros.ts';
import { fechaFiltro } from '../shared/dias-alta.ts';
import { parseListParams } from './params.ts';

const FILTROS_CENTROS = { texto: 'texto', fechaDesde: 'texto', fechaHasta: 'texto', provinciaId: 'id' } as const;

/** `/solicitantes`' query string; a malformed date (or an inverted range) is dropped, not an error. */
export function filtrosCentros(query: string | undefined) {
  const raw = parseListParams(query, FILTROS_CENTROS);
  const desde = fechaFiltro(raw.fechaDesde) ?? '';
  const hasta = fechaFiltro(raw.fechaHasta) ?? '';
  const params = { ...raw, fechaDesde: desde, fechaHasta: hasta && (!desde || desde <= hasta) ? hasta : '' };
  const filtros: CentrosFiltros = {
    texto: params.texto || undefined,
    fechaDesde: params.fechaDesde || undefined,
    fechaHasta: params.fechaHasta || undefined,
    provinciaId: params.provinciaId,
  };
  return { params, filtros };
}
