import { CentrosFiltros } from '../../components/centros/filtros.tsx';
import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { type CentroRecord, listCentros } from '../../domain/centros/centros.ts';
import { filtrosCentros } from '../../domain/listas/centros.ts';
import { CENTROS } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import { centrosUi as t } from '../../i18n/centros.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { opcionesProvincias } from '../../platform/page-opciones/provincias.ts';

const POR_PAGINA = 20;

const COLUMNAS: Column<CentroRecord>[] = [
  { header: t.columnas.fechaAlta, className: 'whitespace-nowrap', cell: (c) => fechaEs(todayIso(new Date(c.FechaAlta))) },
  {
    header: t.columnas.nombre,
    rowHeader: true,
    cell: (c) => (
      <Link to={`/solicitante/${c.Id}`} className={rowLinkClass}>
        {c.Nombre}
      </Link>
    ),
  },
  { header: t.columnas.codigoPostal, cell: (c) => c.CodigoPostal },
  { header: t.columnas.cif, className: 'whitespace-nowrap', cell: (c) => c.CIF ?? '—' },
  { header: t.columnas.provincia, cell: (c) => c.Provincia?.Nombre ?? '—' },
  { header: t.columnas.municipio, cell: (c) => c.Municipio?.Nombre ?? '—' },
];

/** `/solicitantes` (GEST_CENTROS): applicant centres with the spec's search, newest first. */
export default async function SolicitantesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosCentros(query);
  const [page, provincias] = await Promise.all([
    listCentros(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      filtros,
    }),
    opcionesProvincias(ctx.db),
  ]);
  const escribe = puede(actor, CENTROS.escribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={escribe ? { href: '/solicitante', texto: t.nuevo } : null} />
      <CentrosFiltros params={params} provincias={provincias} />
      <ExportarLista lista="solicitantes" params={params} />
      <DataTable
        caption={t.titulo}
        columns={COLUMNAS}
        rows={page.records as CentroRecord[]}
        rowKey={(c) => c.Id}
        filtered={hasFilters(params)}
      />
      <ListPagination ruta={'/solicitantes'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
