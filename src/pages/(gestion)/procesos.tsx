import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { ClonarProceso } from '../../components/procesos/clonar-proceso.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { StatusTag } from '../../components/ui/tag.tsx';
import { filtrosProcesos } from '../../domain/listas/procesos.ts';
import { PROCESOS } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { listProcesos } from '../../domain/procesos/procesos.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { opcionesManuales } from '../../platform/page-opciones/catalogo.ts';

const POR_PAGINA = 20;

type Fila = {
  Id: number;
  Codigo: string;
  Nombre: string;
  ManualId: number;
  FechaApertura: string | null;
  FechaCierre: string | null;
  Abierto: boolean;
};

/** `/procesos` (GEST_PROCESOS): the processes, with search, open/closed and manual filters and Clonar. */
export default async function ProcesosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosProcesos(query);
  const [page, manuales] = await Promise.all([
    listProcesos(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      ...filtros,
    }),
    opcionesManuales(ctx),
  ]);
  const escribe = puede(actor, PROCESOS.escribe);
  const manual = new Map(manuales.map((m) => [m.value, m.label]));
  const columnas: Column<Fila>[] = [
    {
      header: t.columnas.codigo,
      rowHeader: true,
      cell: (r) => (
        <Link to={`/proceso/${r.Id}`} className={rowLinkClass}>
          {r.Codigo}
        </Link>
      ),
    },
    { header: t.columnas.nombre, cell: (r) => r.Nombre },
    { header: t.columnas.manual, cell: (r) => manual.get(r.ManualId) ?? '—', className: 'hidden md:table-cell' },
    { header: t.columnas.apertura, cell: (r) => fechaEs(r.FechaApertura) },
    { header: t.columnas.cierre, cell: (r) => fechaEs(r.FechaCierre) },
    {
      header: t.columnas.estado,
      cell: (r) => <StatusTag tone={r.Abierto ? 'positivo' : 'neutro'}>{r.Abierto ? t.abierto : t.cerrado}</StatusTag>,
    },
    ...(escribe
      ? [{ header: t.columnas.acciones, cell: (r: Fila) => <ClonarProceso procesoId={r.Id} codigo={r.Codigo} /> }]
      : []),
  ];
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.procesos} nuevo={escribe ? { href: '/proceso', texto: t.nuevoProceso } : null} />
      <ListFilters action="/procesos">
        <SearchFilter id="procesos-texto" value={params.texto} placeholder={t.textoBusqueda} />
        <BoolFilter id="procesos-abierto" label={t.abiertoHoy} name="abierto" value={params.abierto} />
        <SelectFilter id="procesos-manual" label={t.columnas.manual} name="manualId" value={params.manualId} options={manuales} />
      </ListFilters>
      <ExportarLista lista="procesos" params={params} />
      <DataTable
        caption={t.procesos}
        columns={columnas}
        rows={page.records as Fila[]}
        rowKey={(r) => r.Id}
        filtered={hasFilters(params)}
      />
      <ListPagination ruta={'/procesos'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
