import { etiquetaDe } from '../../components/catalogo/estandares/terms.ts';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, listHref, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { StatusTag } from '../../components/ui/tag.tsx';
import { opcionesEstandar, opcionesEstandares } from '../../domain/catalogo/estandares-opciones.ts';
import { type EvidenciaRecord, listEvidencias } from '../../domain/catalogo/evidencias.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { listas } from '../../i18n/listas.ts';
import { terminos, textosTermino } from '../../i18n/terminologia.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const FILTROS = { texto: 'texto', manualId: 'id', estandarId: 'id', esencial: 'bool' } as const;
const POR_PAGINA = 20;

/** `/evidencias`: evidences of every manual with search and filters (MANUALES). */
export default async function EvidenciasPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const w = terminos(ctx.instancia);
  const [page, opciones, estandares] = await Promise.all([
    listEvidencias(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      filtros: {
        texto: params.texto || undefined,
        manualId: params.manualId,
        estandarId: params.estandarId,
        esencial: params.esencial === '' ? undefined : params.esencial === 'true',
      },
    }),
    opcionesEstandar(ctx),
    params.manualId ? opcionesEstandares(ctx, params.manualId) : Promise.resolve([]),
  ]);
  const rows = page.records as EvidenciaRecord[];
  const columnas: Column<EvidenciaRecord>[] = [
    {
      header: t.evidencias.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link to={`/evidencia/${r.Id}`} className={rowLinkClass}>
          {r.Codigo}
        </Link>
      ),
    },
    { header: t.evidencias.columnas.descripcion, cell: (r) => r.Descripcion },
    {
      header: w.estandar,
      cell: (r) => (
        <Link to={`/estandar/${r.Estandar.Id}`} className="underline underline-offset-4">
          {r.Estandar.Codigo}
        </Link>
      ),
    },
    { header: t.manual, className: 'hidden lg:table-cell', cell: (r) => r.Manual.Codigo },
    {
      header: t.evidencias.columnas.esencial,
      cell: (r) => (r.Esencial ? <StatusTag tone="negativo">{t.esencial}</StatusTag> : <span>{listas.no}</span>),
    },
    { header: t.evidencias.columnas.minimo, className: 'text-right', cell: (r) => r.Minimo },
    { header: t.evidencias.columnas.pruebas, className: 'text-right', cell: (r) => r.NumeroPruebas },
  ];
  return (
    <div>
      <CabeceraLista
        titulo={w.evidencias}
        nuevo={
          puede(actor, CATALOGO.escribe)
            ? {
                href: listHref('/evidencia', { manualId: params.manualId, estandarId: params.estandarId }),
                texto: textosTermino.nuevo(w.termino.evidencia),
              }
            : null
        }
        margen
      />
      <ListFilters action="/evidencias">
        <SearchFilter id="evidencias-texto" value={params.texto} placeholder={t.evidencias.textoBusqueda} />
        <SelectFilter
          id="evidencias-manual"
          label={t.manual}
          name="manualId"
          value={params.manualId}
          options={opciones.manuales.map((m) => ({ value: m.Id, label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        />
        {params.manualId ? (
          <SelectFilter
            id="evidencias-estandar"
            label={w.estandar}
            name="estandarId"
            value={params.estandarId}
            options={estandares.map((s) => ({ value: s.Id, label: etiquetaDe(s.Codigo, s.Descripcion, 60) }))}
          />
        ) : null}
        <BoolFilter id="evidencias-esencial" label={t.esencial} name="esencial" value={params.esencial} />
      </ListFilters>
      <div className="mt-4">
        <DataTable
          caption={w.evidencias}
          columns={columnas}
          rows={rows}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? textosTermino.sinResultados(w.termino.evidencia) : undefined}
        />
      </div>
      <ListPagination
        ruta={'/evidencias'}
        params={params}
        total={page.total}
        porPagina={POR_PAGINA}
        totalText={(n) => textosTermino.cuenta(n, w.termino.evidencia)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
