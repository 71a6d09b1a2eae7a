import { parseListParams } from './params.ts';

const FILTROS_ACTUACIONES = {
  texto: 'texto',
  tipoClave: 'clave',
  proyectoId: 'id',
  centroId: 'id',
  usuarioId: 'id',
  etiquetaId: 'id',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
} as const;

/** `/actuaciones`' query string: the page's filters and listActuaciones' options (the export reads the same). */
export function filtrosActuaciones(query: string | undefined) {
  const params = parseListParams(query, FILTROS_ACTUACIONES);
  const filtros = {
    texto: params.texto || undefined,
    tipoClave: params.tipoClave || undefined,
    proyectoId: params.proyectoId,
    centroId: params.centroId,
    usuarioId: params.usuarioId,
    etiquetaId: params.etiquetaId,
    fechaDesde: params.fechaDesde || undefined,
    fechaHasta: params.fechaHasta || undefined,
  };
  return { params, filtros };
}
