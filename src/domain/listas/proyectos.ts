import type { ProyectosFiltros } from '../proyectos/listado.ts';
import { boolFiltro, parseListParams } from './params.ts';

const FILTROS_PROYECTOS = {
  texto: 'texto',
  faseClave: 'clave',
  estadoClave: 'clave',
  demo: 'bool',
  procesoId: 'id',
  procesoTexto: 'texto',
  etiquetaId: 'id',
  ambitoId: 'id',
  sinEquipoEvaluacion: 'bool',
} as const;

/** `/proyectos`' query string: the page's filters and the domain's. */
export function filtrosProyectos(query: string | undefined) {
  const params = parseListParams(query, FILTROS_PROYECTOS);
  const filtros: ProyectosFiltros = {
    texto: params.texto || undefined,
    faseClave: params.faseClave || undefined,
    estadoClave: params.estadoClave || undefined,
    demo: boolFiltro(params.demo),
    procesoId: params.procesoId,
    procesoTexto: params.procesoTexto || undefined,
    etiquetaId: params.etiquetaId,
    ambitoId: params.ambitoId,
    sinEquipoEvaluacion: boolFiltro(params.sinEquipoEvaluacion),
  };
  return { params, filtros };
}
