import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import type { Option } from '../ui/fields.tsx';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';
import { ESTADO_OPCIONES } from './estado.tsx';

/** Filters of /solicitudes as the URL carries them (the API's query names). */
export const FILTROS_SOLICITUDES = {
  texto: 'texto',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
  estadoClave: 'clave',
  procesoId: 'id',
  ambitoId: 'id',
  provinciaId: 'id',
} as const;

export interface SolicitudesParams {
  texto: string;
  fechaDesde: string;
  fechaHasta: string;
  estadoClave: string;
  procesoId?: number;
  ambitoId?: number;
  provinciaId?: number;
}

export function SolicitudesFiltros(props: {
  params: SolicitudesParams;
  procesos: Option[];
  ambitos: Option[];
  provincias: Option[];
}) {
  const { params } = props;
  return (
    <ListFilters action="/solicitudes">
      <SearchFilter id="solicitudes-texto" value={params.texto} placeholder={t.filtros.texto} />
      <SelectFilter
        id="solicitudes-estado"
        label={t.filtros.estado}
        name="estadoClave"
        value={params.estadoClave}
        all={t.filtros.todos}
        options={ESTADO_OPCIONES}
      />
      <SelectFilter
        id="solicitudes-proceso"
        label={t.filtros.proceso}
        name="procesoId"
        value={params.procesoId}
        all={t.filtros.todos}
        options={props.procesos}
      />
      <SelectFilter
        id="solicitudes-ambito"
        label={t.filtros.ambito}
        name="ambitoId"
        value={params.ambitoId}
        all={t.filtros.todos}
        options={props.ambitos}
      />
      <SelectFilter
        id="solicitudes-provincia"
        label={t.filtros.provincia}
        name="provinciaId"
        value={params.provinciaId}
        all={t.filtros.todas}
        options={props.provincias}
      />
      <DateFilter id="solicitudes-desde" name="fechaDesde" label={t.filtros.fechaDesde} value={params.fechaDesde} />
      <DateFilter id="solicitudes-hasta" name="fechaHasta" label={t.filtros.fechaHasta} value={params.fechaHasta} />
    </ListFilters>
  );
}
