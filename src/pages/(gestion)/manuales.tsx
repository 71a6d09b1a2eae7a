import { Pencil } from 'lucide-react';
import { ClonarButton } from '../../components/catalogo/manuales/clonar-button.tsx';
import { toneEstado } from '../../components/catalogo/manuales/util.ts';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { StatusTag } from '../../components/ui/tag.tsx';
import { listManuales } from '../../domain/catalogo/manuales.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { manualesUi as t } from '../../i18n/catalogo-manuales.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const FILTROS = { texto: 'texto', estadoClave: 'clave', publico: 'bool' } as const;
const POR_PAGINA = 20;

interface Fila {
  Id: number;
  Codigo: string;
  Nombre: string;
  Version: string;
  EstadoClave: string;
  Publico: boolean;
  FechaAlta: string;
  FechaModificacion: string | null;
}

/** `/manuales`: every manual with search, state and public filters; new, clone and editor links (MANUALES). */
export default async function ManualesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const estado = ['edicion', 'vigente', 'obsoleto'].includes(params.estadoClave) ? params.estadoClave : undefined;
  const page = await listManuales(ctx, {
    query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    filtros: {
      texto: params.texto || undefined,
      estadoClave: estado,
      publico: params.publico === '' ? undefined : params.publico === 'true',
    },
  });
  const rows = page.records as unknown as Fila[];
  const escribe = puede(actor, CATALOGO.escribe);
  const columnas: Column<Fila>[] = [
    {
      header: t.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link to={`/manual/gestion/${r.Id}`} className={rowLinkClass}>
          {r.Codigo}
        </Link>
      ),
    },
    { header: t.columnas.nombre, cell: (r) => r.Nombre },
    { header: t.columnas.version, className: 'whitespace-nowrap', cell: (r) => r.Version },
    {
      header: t.columnas.estado,
      cell: (r) => <StatusTag tone={toneEstado(r.EstadoClave)}>{t.estados[r.EstadoClave] ?? r.EstadoClave}</StatusTag>,
    },
    { header: t.columnas.publico, cell: (r) => (r.Publico ? t.si : t.no) },
    {
      header: t.columnas.modificado,
      className: 'whitespace-nowrap',
      cell: (r) => fechaEs(r.FechaModificacion ?? r.FechaAlta),
    },
    {
      header: t.columnas.acciones,
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/manual/${r.Id}/edicion`}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={t.abrirEditor(r.Codigo)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.editor}
          </Link>
          {escribe ? <ClonarButton manualId={r.Id} codigo={r.Codigo} version={r.Version} /> : null}
        </div>
      ),
    },
  ];
  return (
    <div>
      <CabeceraLista titulo={t.manuales} nuevo={escribe ? { href: '/manual/alta', texto: t.nuevoManual } : null} margen />
      <ListFilters action="/manuales">
        <SearchFilter id="manuales-texto" value={params.texto} placeholder={t.textoBusqueda} />
        <SelectFilter
          id="manuales-estado"
          label={t.estado}
          name="estadoClave"
          value={estado}
          options={['edicion', 'vigente', 'obsoleto'].map((e) => ({ value: e, label: t.estados[e] ?? e }))}
        />
        <BoolFilter id="manuales-publico" label={t.publico} name="publico" value={params.publico} />
      </ListFilters>
      <div className="mt-4">
        <DataTable
          caption={t.manuales}
          columns={columnas}
          rows={rows}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? t.sinResultados : undefined}
        />
      </div>
      <ListPagination ruta={'/manuales'} params={params} total={page.total} porPagina={POR_PAGINA} totalText={t.resultados} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
