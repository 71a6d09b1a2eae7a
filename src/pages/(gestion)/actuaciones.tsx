import { ActuacionesTabla } from '../../components/actuaciones/actuaciones-tabla.tsx';
import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { DateFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import type { ActuacionRecord } from '../../domain/actuaciones/lectura.ts';
import { filtrosActuaciones } from '../../domain/listas/actuaciones.ts';
import { ACTUACIONES } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { actuacionesUi as t } from '../../i18n/actuaciones.ts';
import { loadActuacionesPagina } from '../../platform/page-actuaciones.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

/** `/actuaciones` (ACTUACIONES): the agency's activities, with filters, paging and the XLSX/CSV export. */
export default async function ActuacionesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosActuaciones(query);
  const { page, tipos, etiquetas } = await loadActuacionesPagina(ctx, {
    query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    filtros,
  });
  const escribe = puede(actor, ACTUACIONES.escribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={escribe ? { href: '/actuacion', texto: t.nueva } : null} />
      <ListFilters action="/actuaciones">
        <SearchFilter id="actuaciones-texto" value={params.texto} placeholder={t.textoBusqueda} />
        <SelectFilter
          id="actuaciones-tipo"
          label={t.campos.tipo}
          name="tipoClave"
          value={params.tipoClave}
          options={tipos.map((x) => ({ value: x.Clave, label: x.Nombre }))}
        />
        <SelectFilter
          id="actuaciones-etiqueta"
          label={t.campos.etiquetas}
          name="etiquetaId"
          value={params.etiquetaId}
          options={etiquetas.map((e) => ({ value: e.Id, label: e.Nombre }))}
        />
        <DateFilter id="actuaciones-desde" name="fechaDesde" label={t.desde} value={params.fechaDesde} />
        <DateFilter id="actuaciones-hasta" name="fechaHasta" label={t.hasta} value={params.fechaHasta} />
        {/* Filters set by a link from a project, a centre or a person stay in the query. */}
        {(['proyectoId', 'centroId', 'usuarioId'] as const).map((k) =>
          params[k] ? <input key={k} type="hidden" name={k} value={params[k]} /> : null,
        )}
      </ListFilters>
      <ExportarLista lista="actuaciones" params={params} />
      <ActuacionesTabla caption={t.titulo} rows={page.records as ActuacionRecord[]} filtered={hasFilters(params)} />
      <ListPagination ruta="/actuaciones" params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
