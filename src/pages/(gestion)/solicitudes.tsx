import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { DemoTag, EstadoTag } from '../../components/solicitudes/estado.tsx';
import { SolicitudesFiltros } from '../../components/solicitudes/filtros.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { hasFilters } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { StatusTag } from '../../components/ui/tag.tsx';
import { filtrosSolicitudes } from '../../domain/listas/solicitudes.ts';
import { CENTROS, SOLICITUDES } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import type { SolicitudResumen } from '../../domain/solicitudes/lectura.ts';
import { listSolicitudes } from '../../domain/solicitudes/listado.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { opcionesFiltros } from '../../platform/page-opciones/solicitudes.ts';

const POR_PAGINA = 20;

function columnas(verCentros: boolean): Column<SolicitudResumen>[] {
  return [
    {
      header: t.columnas.referencia,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (s) => (
        <Link to={`/solicitudes/${s.Id}`} className={rowLinkClass}>
          {s.Referencia}
        </Link>
      ),
    },
    { header: t.columnas.fecha, className: 'whitespace-nowrap', cell: (s) => fechaEs(todayIso(new Date(s.Fecha))) },
    {
      header: t.columnas.centro,
      // Room for the name on a phone, where the table scrolls sideways.
      className: 'min-w-48',
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          {verCentros ? (
            <Link to={`/solicitante/${s.Solicitante.Id}`} className="underline underline-offset-4">
              {s.Solicitante.Nombre}
            </Link>
          ) : (
            s.Solicitante.Nombre
          )}
          {s.Demo ? <DemoTag /> : null}
        </span>
      ),
    },
    { header: t.columnas.proceso, className: 'whitespace-nowrap', cell: (s) => s.Proceso.Codigo },
    { header: t.columnas.ambito, cell: (s) => (s.Ambito ? <StatusTag tone="neutro">{s.Ambito.Nombre}</StatusTag> : '—') },
    { header: t.columnas.provincia, cell: (s) => s.Provincia?.Nombre ?? '—' },
    { header: t.columnas.estado, className: 'whitespace-nowrap', cell: (s) => <EstadoTag estado={s.Estado} /> },
    {
      header: t.columnas.proyecto,
      className: 'whitespace-nowrap',
      // A plain link: the project page arrives with the projects issue.
      cell: (s) =>
        s.Proyecto ? (
          <a href={`/proyecto/${s.Proyecto.Id}`} className="underline underline-offset-4">
            {s.Proyecto.Codigo}
          </a>
        ) : (
          '—'
        ),
    },
  ];
}

/** `/solicitudes` (GEST_SOLICITUDES): the requests with the spec's filters, newest first. */
export default async function SolicitudesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosSolicitudes(query);
  const listar = (pagina: number) =>
    listSolicitudes(ctx, {
      query: { pagina, registrosPorPagina: POR_PAGINA },
      filtros,
    });
  const [pedida, opciones] = await Promise.all([listar(params.pagina), opcionesFiltros(ctx)]);
  // A page past the end (an old link, fewer records now) shows the last one, as the pager says.
  const ultima = Math.max(1, Math.ceil(pedida.total / POR_PAGINA));
  const page = pedida.records.length === 0 && params.pagina > ultima ? await listar(ultima) : pedida;
  const escribe = puede(actor, SOLICITUDES.escribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={escribe ? { href: '/solicitud/alta', texto: t.nueva, documento: true } : null} />
      <SolicitudesFiltros params={params} {...opciones} />
      <ExportarLista lista="solicitudes" params={params} />
      <DataTable
        caption={t.titulo}
        columns={columnas(puede(actor, CENTROS.gestiona))}
        rows={page.records as SolicitudResumen[]}
        rowKey={(s) => s.Id}
        filtered={hasFilters(params)}
        empty={hasFilters(params) ? undefined : t.sinSolicitudes}
      />
      <ListPagination ruta={'/solicitudes'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
