import type { Opcion } from '../../domain/proyectos/filtros.ts';
import { proyectosUi as t } from '../../i18n/proyectos.ts';
import { BarraFiltros, campoProceso } from '../shared/barra-filtros.tsx';

/** Filters of /proyectos as the URL carries them (the API's query names). */

interface ProyectosParams {
  texto: string;
  faseClave: string;
  estadoClave: string;
  demo: '' | 'true' | 'false';
  procesoId?: number;
  procesoTexto: string;
  etiquetaId?: number;
  ambitoId?: number;
  sinEquipoEvaluacion: '' | 'true' | 'false';
}

export function ProyectosFiltros(props: {
  params: ProyectosParams;
  fases: Opcion[];
  estados: Opcion[];
  procesos: Opcion[] | null;
  ambitos: Opcion[];
  etiquetas: Opcion[];
}) {
  const f = t.filtros;
  return (
    <BarraFiltros
      action="/proyectos"
      prefijo="proyectos"
      valores={{ ...props.params }}
      campos={[
        { tipo: 'texto', id: 'texto', name: 'texto', placeholder: f.texto },
        { tipo: 'opciones', id: 'fase', name: 'faseClave', label: f.fase, all: f.todas, options: props.fases },
        { tipo: 'opciones', id: 'estado', name: 'estadoClave', label: f.estado, all: f.todos, options: props.estados },
        { tipo: 'booleano', id: 'demo', name: 'demo', label: f.demo },
        campoProceso(props.procesos, { label: f.proceso, all: f.todos }),
        { tipo: 'opciones', id: 'etiqueta', name: 'etiquetaId', label: f.etiqueta, all: f.todas, options: props.etiquetas },
        { tipo: 'opciones', id: 'ambito', name: 'ambitoId', label: f.ambito, all: f.todos, options: props.ambitos },
        { tipo: 'booleano', id: 'sin-equipo-evaluacion', name: 'sinEquipoEvaluacion', label: f.sinEquipoEvaluacion },
      ]}
    />
  );
}
