import { ConsultasFiltros } from '../../components/consultas/filtros.tsx';
import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { ColorTag, StatusTag } from '../../components/ui/tag.tsx';
import type { ConsultaRecord } from '../../domain/consultas/lectura.ts';
import { fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import { consultasUi as t } from '../../i18n/consultas.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { loadConsultas } from '../../platform/page-consultas.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

const COLUMNAS: Column<ConsultaRecord>[] = [
  { header: t.columnas.fecha, className: 'whitespace-nowrap', cell: (c) => fechaEs(todayIso(new Date(c.FechaAlta))) },
  {
    header: t.columnas.referencia,
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (c) => (
      <Link to={`/consulta/${c.Id}`} className={rowLinkClass}>
        {c.Referencia}
      </Link>
    ),
  },
  { header: t.columnas.nombre, cell: (c) => c.Nombre },
  { header: t.columnas.email, cell: (c) => c.DireccionEmail },
  {
    header: t.columnas.estado,
    cell: (c) => (c.Estado ? <StatusTag tone={c.Estado.Color}>{c.Estado.Nombre}</StatusTag> : t.sinEstado),
  },
  { header: t.columnas.responsable, cell: (c) => c.Responsable?.NombreCompleto ?? '—' },
  {
    header: t.columnas.etiquetas,
    cell: (c) =>
      c.Etiquetas.length === 0 ? (
        '—'
      ) : (
        <span className="flex flex-wrap gap-1">
          {c.Etiquetas.map((e) => (
            <ColorTag key={e.Id} color={e.Color}>
              {e.Nombre}
            </ColorTag>
          ))}
        </span>
      ),
  },
];

/** `/consultas` (GEST_CONSULTAS): the enquiries with the list's filters, newest first. */
export default async function ConsultasPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, page, estados, responsables, etiquetas } = await loadConsultas(ctx, query, POR_PAGINA);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={null} />
      <ConsultasFiltros params={params} estados={estados} responsables={responsables} etiquetas={etiquetas} />
      <ExportarLista lista="consultas" params={params} />
      <DataTable
        caption={t.titulo}
        columns={COLUMNAS}
        rows={page.records as ConsultaRecord[]}
        rowKey={(c) => c.Id}
        filtered={hasFilters(params)}
      />
      <ListPagination ruta={'/consultas'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
