import type { Opcion } from '../../domain/planificacion/opciones.ts';
import { estadosTarea, tareasUi } from '../../i18n/autoevaluacion-plan.ts';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

const t = tareasUi.filtros;

/** Filters of /autoevaluacion/{id}/tareas as the URL carries them (the API's query names). */
export const FILTROS_TAREAS = {
  texto: 'texto',
  estado: 'clave',
  usuarioId: 'id',
  etiquetaId: 'id',
  desde: 'texto',
  hasta: 'texto',
} as const;

interface TareasParams {
  texto: string;
  estado: string;
  usuarioId?: number;
  etiquetaId?: number;
  desde: string;
  hasta: string;
}

export function TareasFiltros(props: {
  action: string;
  params: TareasParams;
  responsables: Opcion[];
  etiquetas: Array<{ Id: number; Nombre: string }>;
}) {
  const { params } = props;
  return (
    <ListFilters action={props.action}>
      <SearchFilter id="tareas-texto" value={params.texto} placeholder={t.texto} />
      <SelectFilter
        id="tareas-estado"
        label={t.estado}
        name="estado"
        value={params.estado}
        all={t.todos}
        options={Object.entries(estadosTarea).map(([value, label]) => ({ value, label }))}
      />
      <SelectFilter
        id="tareas-responsable"
        label={t.responsable}
        name="usuarioId"
        value={params.usuarioId}
        all={t.todos}
        options={props.responsables}
      />
      {props.etiquetas.length > 0 ? (
        <SelectFilter
          id="tareas-etiqueta"
          label={t.etiqueta}
          name="etiquetaId"
          value={params.etiquetaId}
          all={t.todas}
          options={props.etiquetas.map((e) => ({ value: e.Id, label: e.Nombre }))}
        />
      ) : null}
      <DateFilter id="tareas-desde" name="desde" label={t.desde} value={params.desde} />
      <DateFilter id="tareas-hasta" name="hasta" label={t.hasta} value={params.hasta} />
    </ListFilters>
  );
}
