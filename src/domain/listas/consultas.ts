import { type ConsultasFiltros, SIN } from '../consultas/listado.ts';
import { fechaFiltro } from '../shared/dias-alta.ts';
import { parseListParams } from './params.ts';

const FILTROS_CONSULTAS = {
  texto: 'texto',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
  estadoClave: 'clave',
  usuarioResponsableId: 'clave',
  responsableTexto: 'texto',
  etiquetaId: 'id',
} as const;

/** `/consultas`' query string; a malformed date (or an inverted range) or responsible is dropped, not an error. */
export function filtrosConsultas(query: string | undefined) {
  const raw = parseListParams(query, FILTROS_CONSULTAS);
  const desde = fechaFiltro(raw.fechaDesde) ?? '';
  const hasta = fechaFiltro(raw.fechaHasta) ?? '';
  const responsable =
    raw.usuarioResponsableId === SIN || /^\d{1,9}$/.test(raw.usuarioResponsableId) ? raw.usuarioResponsableId : '';
  const params = {
    ...raw,
    fechaDesde: desde,
    fechaHasta: hasta && (!desde || desde <= hasta) ? hasta : '',
    usuarioResponsableId: responsable,
  };
  const filtros: ConsultasFiltros = {
    texto: params.texto || undefined,
    fechaDesde: params.fechaDesde || undefined,
    fechaHasta: params.fechaHasta || undefined,
    estadoClave: params.estadoClave || undefined,
    usuarioResponsableId: responsable === '' ? undefined : responsable === SIN ? SIN : Number(responsable),
    responsableTexto: params.responsableTexto || undefined,
    etiquetaId: params.etiquetaId,
  };
  return { params, filtros };
}
