import type { Opcion } from '../../domain/proyectos/filtros.ts';
import { proyectosUi as t } from '../../i18n/proyectos.ts';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

/** Filters of /proyectos as the URL carries them (the API's query names). */
export const FILTROS_PROYECTOS = {
  texto: 'texto',
  faseClave: 'clave',
  estadoClave: 'clave',
  demo: 'bool',
  procesoId: 'id',
  etiquetaId: 'id',
  ambitoId: 'id',
} as const;

export interface ProyectosParams {
  texto: string;
  faseClave: string;
  estadoClave: string;
  demo: '' | 'true' | 'false';
  procesoId?: number;
  etiquetaId?: number;
  ambitoId?: number;
}

export function ProyectosFiltros(props: {
  params: ProyectosParams;
  fases: Opcion[];
  estados: Opcion[];
  procesos: Opcion[];
  ambitos: Opcion[];
  etiquetas: Opcion[];
}) {
  const { params } = props;
  return (
    <ListFilters action="/proyectos">
      <SearchFilter id="proyectos-texto" value={params.texto} placeholder={t.filtros.texto} />
      <SelectFilter
        id="proyectos-fase"
        label={t.filtros.fase}
        name="faseClave"
        value={params.faseClave}
        all={t.filtros.todas}
        options={props.fases}
      />
      <SelectFilter
        id="proyectos-estado"
        label={t.filtros.estado}
        name="estadoClave"
        value={params.estadoClave}
        all={t.filtros.todos}
        options={props.estados}
      />
      <BoolFilter id="proyectos-demo" label={t.filtros.demo} name="demo" value={params.demo} />
      <SelectFilter
        id="proyectos-proceso"
        label={t.filtros.proceso}
        name="procesoId"
        value={params.procesoId}
        all={t.filtros.todos}
        options={props.procesos}
      />
      <SelectFilter
        id="proyectos-etiqueta"
        label={t.filtros.etiqueta}
        name="etiquetaId"
        value={params.etiquetaId}
        all={t.filtros.todas}
        options={props.etiquetas}
      />
      <SelectFilter
        id="proyectos-ambito"
        label={t.filtros.ambito}
        name="ambitoId"
        value={params.ambitoId}
        all={t.filtros.todos}
        options={props.ambitos}
      />
    </ListFilters>
  );
}
