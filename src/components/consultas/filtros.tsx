import { consultasUi as t } from '../../i18n/consultas.ts';
import type { Option } from '../ui/fields.tsx';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

/** `sin`: the enquiries whose status or responsible was cleared (the domain's SIN). */
const SIN = 'sin';

/** Filters of /consultas as the URL carries them (filtrosConsultas). */
export function ConsultasFiltros(props: {
  params: {
    texto: string;
    fechaDesde: string;
    fechaHasta: string;
    estadoClave: string;
    usuarioResponsableId: string;
    responsableTexto: string;
    etiquetaId?: number;
  };
  estados: Option[];
  /** Null past the drop-down's limit (shared/opciones-filtro.ts): the responsible's name is typed instead. */
  responsables: Option[] | null;
  etiquetas: Array<{ Id: number; Nombre: string }>;
}) {
  const { params } = props;
  return (
    <ListFilters action="/consultas">
      <SearchFilter id="consultas-texto" value={params.texto} placeholder={t.buscarPlaceholder} />
      <DateFilter id="consultas-desde" name="fechaDesde" label={t.fechaDesde} value={params.fechaDesde} />
      <DateFilter id="consultas-hasta" name="fechaHasta" label={t.fechaHasta} value={params.fechaHasta} />
      <SelectFilter
        id="consultas-estado"
        label={t.estado}
        name="estadoClave"
        value={params.estadoClave}
        all={t.todos}
        options={[...props.estados, { value: SIN, label: t.sinEstado }]}
      />
      <SelectFilter
        id="consultas-responsable"
        label={t.responsable}
        name="usuarioResponsableId"
        value={params.usuarioResponsableId}
        all={t.todos}
        options={props.responsables && [...props.responsables, { value: SIN, label: t.sinResponsable }]}
        texto={{ name: 'responsableTexto', value: params.responsableTexto, ayuda: t.responsablesDemasiados }}
      />
      <SelectFilter
        id="consultas-etiqueta"
        label={t.etiqueta}
        name="etiquetaId"
        value={params.etiquetaId}
        all={t.todas}
        options={props.etiquetas.map((e) => ({ value: e.Id, label: e.Nombre }))}
      />
    </ListFilters>
  );
}
