import { centrosUi as t } from '../../i18n/centros.ts';
import type { Option } from '../ui/fields.tsx';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

/** Filters of /solicitantes as the URL carries them (parseListParams). */

export function CentrosFiltros(props: {
  params: { texto: string; fechaDesde: string; fechaHasta: string; provinciaId?: number };
  provincias: Option[];
}) {
  const { params } = props;
  return (
    <ListFilters action="/solicitantes">
      <SearchFilter id="solicitantes-texto" value={params.texto} placeholder={t.buscarPlaceholder} />
      <DateFilter id="solicitantes-desde" name="fechaDesde" label={t.fechaDesde} value={params.fechaDesde} />
      <DateFilter id="solicitantes-hasta" name="fechaHasta" label={t.fechaHasta} value={params.fechaHasta} />
      <SelectFilter
        id="solicitantes-provincia"
        label={t.provincia}
        name="provinciaId"
        value={params.provinciaId}
        all={t.todasProvincias}
        options={props.provincias}
      />
    </ListFilters>
  );
}
