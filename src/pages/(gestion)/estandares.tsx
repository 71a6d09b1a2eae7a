import { ExportarLista } from '../../components/informes/exportar-lista.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { BoolFilter, ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, listHref } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { ColorTag, StatusTag } from '../../components/ui/tag.tsx';
import { type EstandarRecord, listEstandares } from '../../domain/catalogo/estandares.ts';
import { opcionesEstandar } from '../../domain/catalogo/estandares-opciones.ts';
import { filtrosEstandares } from '../../domain/listas/estandares.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { listas } from '../../i18n/listas.ts';
import { terminos, textosTermino } from '../../i18n/terminologia.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;

/** `/estandares`: the standards of every manual with search and filters (MANUALES). */
export default async function EstandaresPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const { params, filtros } = filtrosEstandares(query);
  const w = terminos(ctx.instancia);
  const [page, opciones] = await Promise.all([
    listEstandares(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      filtros,
    }),
    opcionesEstandar(ctx),
  ]);
  const rows = page.records as EstandarRecord[];
  const bloques = opciones.bloques.filter((b) => params.manualId === undefined || b.ManualId === params.manualId);
  // Blocks of several manuals share codes (D1 in 1.0 and in 2.0): each option names its manual.
  const variosManuales = new Set(bloques.map((b) => b.ManualId)).size > 1;
  const manualDe = new Map(opciones.manuales.map((m) => [m.Id, `${m.Codigo} v${m.Version}`]));
  const etiquetaBloque = (b: (typeof bloques)[number]) =>
    [b.Codigo, b.Nombre, variosManuales ? manualDe.get(b.ManualId) : null].filter(Boolean).join(' · ');
  const columnas: Column<EstandarRecord>[] = [
    {
      header: t.estandares.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link to={`/estandar/${r.Id}`} className={rowLinkClass}>
          {r.Codigo}
        </Link>
      ),
    },
    { header: t.estandares.columnas.descripcion, cell: (r) => r.Descripcion },
    {
      header: w.bloque,
      cell: (r) => <ColorTag color={r.Bloque.Color}>{[r.Bloque.Codigo, r.Bloque.Nombre].filter(Boolean).join(' · ')}</ColorTag>,
    },
    { header: t.manual, className: 'hidden lg:table-cell', cell: (r) => `${r.Manual.Codigo} v${r.Manual.Version}` },
    {
      header: t.estandares.columnas.esencial,
      cell: (r) => (r.Esencial ? <StatusTag tone="negativo">{t.esencial}</StatusTag> : <span>{listas.no}</span>),
    },
    { header: t.estandares.columnas.minimo, className: 'text-right', cell: (r) => r.Minimo },
    { header: w.evidencias, className: 'text-right', cell: (r) => r.NumeroEvidencias },
  ];
  return (
    <div>
      <CabeceraLista
        titulo={w.estandares}
        nuevo={
          puede(actor, CATALOGO.escribe)
            ? { href: listHref('/estandar', { manualId: params.manualId }), texto: textosTermino.nuevo(w.termino.estandar) }
            : null
        }
        margen
      />
      <ListFilters action="/estandares">
        <SearchFilter id="estandares-texto" value={params.texto} placeholder={t.estandares.textoBusqueda} />
        <SelectFilter
          id="estandares-manual"
          label={t.manual}
          name="manualId"
          value={params.manualId}
          options={opciones.manuales.map((m) => ({ value: m.Id, label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        />
        <SelectFilter
          id="estandares-bloque"
          label={w.bloque}
          name="bloqueId"
          value={params.bloqueId}
          options={bloques.map((b) => ({ value: b.Id, label: etiquetaBloque(b) }))}
        />
        <BoolFilter id="estandares-esencial" label={t.esencial} name="esencial" value={params.esencial} />
        <SelectFilter
          id="estandares-paquete"
          label={w.paquete}
          name="paqueteId"
          value={params.paqueteId}
          options={opciones.paquetes.map((p) => ({ value: p.Id, label: p.Nombre }))}
        />
      </ListFilters>
      <div className="mt-3">
        <ExportarLista lista="estandares" params={params} />
      </div>
      <div className="mt-4">
        <DataTable
          caption={w.estandares}
          columns={columnas}
          rows={rows}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? textosTermino.sinResultados(w.termino.estandar) : undefined}
        />
      </div>
      <ListPagination
        ruta={'/estandares'}
        params={params}
        total={page.total}
        porPagina={POR_PAGINA}
        totalText={(n) => textosTermino.cuenta(n, w.termino.estandar)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
