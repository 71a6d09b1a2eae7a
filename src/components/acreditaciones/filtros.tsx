import { ESTADOS_ACREDITACION } from '../../domain/acreditaciones/schema.ts';
import { ESTADOS_ACREDITACION_NOMBRES, acreditacionesUi as t } from '../../i18n/acreditaciones-gestion.ts';
import type { Option } from '../ui/fields.tsx';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

/** Filters of /acreditaciones/gestion as the URL carries them (text, publication date, status, centre). */
export const FILTROS_ACREDITACIONES = {
  texto: 'texto',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
  estado: 'clave',
  centroId: 'id',
} as const;

export const OPCIONES_ESTADO: Option[] = ESTADOS_ACREDITACION.map((e) => ({ value: e, label: ESTADOS_ACREDITACION_NOMBRES[e] }));

export function AcreditacionesFiltros(props: {
  params: { texto: string; fechaDesde: string; fechaHasta: string; estado: string; centroId?: number };
  /** Null when there are too many to choose from (shared/opciones-filtro.ts): the text search finds a centre by name. */
  centros: Option[] | null;
}) {
  const { params } = props;
  return (
    <ListFilters action="/acreditaciones/gestion">
      <SearchFilter id="acreditaciones-texto" value={params.texto} placeholder={t.buscarPlaceholder} />
      <DateFilter id="acreditaciones-desde" name="fechaDesde" label={t.fechaDesde} value={params.fechaDesde} />
      <DateFilter id="acreditaciones-hasta" name="fechaHasta" label={t.fechaHasta} value={params.fechaHasta} />
      <SelectFilter
        id="acreditaciones-estado"
        label={t.estado}
        name="estado"
        value={params.estado}
        all={t.todos}
        options={OPCIONES_ESTADO}
      />
      <SelectFilter
        id="acreditaciones-centro"
        label={t.centro}
        name="centroId"
        value={params.centroId}
        all={t.todos}
        options={props.centros}
      />
    </ListFilters>
  );
}
