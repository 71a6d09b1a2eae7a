import { Download } from 'lucide-react';
import { EstadoAcreditacion } from '../../../components/acreditaciones/estado.tsx';
import { AcreditacionesFiltros, FILTROS_ACREDITACIONES } from '../../../components/acreditaciones/filtros.tsx';
import { descargaUrl } from '../../../components/ficheros/fichero-lista.tsx';
import { CabeceraLista } from '../../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../../components/ui/data-table.tsx';
import { hasFilters, parseListParams } from '../../../components/ui/list-params.ts';
import { ListPagination } from '../../../components/ui/pagination.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { type AcreditacionRecord, centrosConAcreditacion, listAcreditaciones } from '../../../domain/acreditaciones/lectura.ts';
import { ESTADOS_ACREDITACION, type EstadoAcreditacion as Estado } from '../../../domain/acreditaciones/schema.ts';
import { ACREDITACIONES } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { fechaFiltro } from '../../../domain/shared/dias-alta.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { acreditacionesUi as t } from '../../../i18n/acreditaciones-gestion.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { restoreListQuery } from '../../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

const COLUMNAS: Column<AcreditacionRecord>[] = [
  {
    header: t.columnas.codigo,
    rowHeader: true,
    cell: (a) => (
      <Link to={`/acreditacion/gestion/${a.Id}`} className={rowLinkClass}>
        {a.Codigo}
      </Link>
    ),
  },
  { header: t.columnas.proyecto, className: 'whitespace-nowrap', cell: (a) => a.Proyecto.Codigo },
  { header: t.columnas.centro, cell: (a) => a.Centro.Nombre },
  { header: t.columnas.fechaPublicacion, className: 'whitespace-nowrap', cell: (a) => fechaEs(a.FechaPublicacion) },
  {
    header: t.columnas.privado,
    cell: (a) =>
      a.FicheroPrivado ? (
        <a href={descargaUrl(a.FicheroPrivado.Id)} download className={`${rowLinkClass} inline-flex items-center gap-1`}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {/* The visible word starts the accessible name (WCAG 2.5.3, label in name). */}
          PDF <span className="sr-only">{t.descargarPrivado(a.Codigo)}</span>
        </a>
      ) : (
        <span className="text-slate-700">{t.sinFichero}</span>
      ),
  },
  { header: t.columnas.estado, cell: (a) => <EstadoAcreditacion clave={a.EstadoClave} situacion={a.Situacion} /> },
];

/** `/acreditaciones/gestion` (GEST_CERT_ACRED): the accreditations with the spec's filters, newest publication first. */
export default async function AcreditacionesGestionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const raw = parseListParams(query, FILTROS_ACREDITACIONES);
  // A malformed date, an inverted range or an unknown status in the URL is dropped, not an error page.
  const desde = fechaFiltro(raw.fechaDesde) ?? '';
  const hasta = fechaFiltro(raw.fechaHasta) ?? '';
  const estado = (ESTADOS_ACREDITACION as readonly string[]).includes(raw.estado) ? (raw.estado as Estado) : undefined;
  const params = {
    ...raw,
    fechaDesde: desde,
    fechaHasta: hasta && (!desde || desde <= hasta) ? hasta : '',
    estado: estado ?? '',
  };
  const [page, centros] = await Promise.all([
    listAcreditaciones(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      filtros: {
        texto: params.texto || undefined,
        fechaDesde: params.fechaDesde || undefined,
        fechaHasta: params.fechaHasta || undefined,
        estado,
        centroId: params.centroId,
      },
    }),
    centrosConAcreditacion(ctx),
  ]);
  const escribe = puede(actor, ACREDITACIONES.escribe);
  return (
    <div className="grid gap-4">
      <CabeceraLista titulo={t.titulo} nuevo={escribe ? { href: '/acreditacion/gestion', texto: t.nueva } : null} />
      <AcreditacionesFiltros params={params} centros={centros?.map((c) => ({ value: c.Id, label: c.Nombre })) ?? null} />
      <DataTable
        caption={t.titulo}
        columns={COLUMNAS}
        rows={page.records as AcreditacionRecord[]}
        rowKey={(a) => a.Id}
        stacked
        filtered={hasFilters(params)}
        empty={t.sinResultados}
      />
      <ListPagination ruta={'/acreditaciones/gestion'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
