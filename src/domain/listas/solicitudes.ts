import type { EstadoSolicitud } from '../../db/schema/solicitudes.ts';
import { fechaFiltro } from '../shared/dias-alta.ts';
import type { SolicitudesFiltros } from '../solicitudes/listado.ts';
import { parseListParams } from './params.ts';

const FILTROS_SOLICITUDES = {
  texto: 'texto',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
  estadoClave: 'clave',
  procesoId: 'id',
  procesoTexto: 'texto',
  ambitoId: 'id',
  provinciaId: 'id',
} as const;

const ESTADOS = new Set(['PTE', 'ACE', 'NO_ACE']);

/**
 * `/solicitudes`' query string: the page's filters (for its form and links) and the domain's.
 * A malformed date (or an inverted range) or an unknown status is dropped, not an error.
 */
export function filtrosSolicitudes(query: string | undefined) {
  const raw = parseListParams(query, FILTROS_SOLICITUDES);
  const desde = fechaFiltro(raw.fechaDesde) ?? '';
  const hasta = fechaFiltro(raw.fechaHasta) ?? '';
  const params = {
    ...raw,
    estadoClave: ESTADOS.has(raw.estadoClave) ? raw.estadoClave : '',
    fechaDesde: desde,
    fechaHasta: hasta && (!desde || desde <= hasta) ? hasta : '',
  };
  const filtros: SolicitudesFiltros = {
    texto: params.texto || undefined,
    fechaDesde: params.fechaDesde || undefined,
    fechaHasta: params.fechaHasta || undefined,
    estadoClave: (params.estadoClave || undefined) as EstadoSolicitud | undefined,
    procesoId: params.procesoId,
    procesoTexto: params.procesoTexto || undefined,
    ambitoId: params.ambitoId,
    provinciaId: params.provinciaId,
  };
  return { params, filtros };
}
