import { ACCIONES } from '../../domain/auditoria/acciones.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

/** Filters of /auditoria as the URL carries them (parseListParams). */
export const FILTROS_AUDITORIA = {
  entidad: 'clave',
  entidadId: 'texto',
  usuarioId: 'id',
  accion: 'clave',
  fechaDesde: 'texto',
  fechaHasta: 'texto',
} as const;

export function AuditoriaFiltros(props: {
  params: { entidad: string; entidadId: string; usuarioId?: number; accion: string; fechaDesde: string; fechaHasta: string };
}) {
  const { params } = props;
  return (
    <ListFilters action="/auditoria">
      <SearchFilter id="auditoria-entidad" name="entidad" label={t.filtros.entidad} value={params.entidad} />
      <SearchFilter id="auditoria-entidad-id" name="entidadId" label={t.filtros.entidadId} value={params.entidadId} />
      <SearchFilter
        id="auditoria-usuario"
        name="usuarioId"
        label={t.filtros.usuarioId}
        value={params.usuarioId?.toString() ?? ''}
      />
      <SelectFilter
        id="auditoria-accion"
        label={t.filtros.accion}
        name="accion"
        value={params.accion}
        all={t.filtros.todas}
        options={ACCIONES.map((a) => ({ value: a, label: t.acciones[a] }))}
      />
      <DateFilter id="auditoria-desde" name="fechaDesde" label={t.filtros.fechaDesde} value={params.fechaDesde} />
      <DateFilter id="auditoria-hasta" name="fechaHasta" label={t.filtros.fechaHasta} value={params.fechaHasta} />
    </ListFilters>
  );
}
