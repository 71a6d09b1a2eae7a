import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, listHref, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { ColorTag } from '../../components/ui/tag.tsx';
import { listBloques } from '../../domain/catalogo/bloques.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { manualesUi as t } from '../../i18n/catalogo-manuales.ts';
import { terminos, textosTermino } from '../../i18n/terminologia.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';
import { opcionesManuales } from '../../platform/page-opciones/catalogo.ts';

const FILTROS = { texto: 'texto', manualId: 'id' } as const;
const POR_PAGINA = 20;

interface Fila {
  Id: number;
  ManualId: number;
  Codigo: string | null;
  Nombre: string | null;
  Color: string | null;
  Orden: number;
}

/** `/bloques`: blocks, filtered by manual and text, in manual order (MANUALES). */
export default async function BloquesPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const w = terminos(ctx.instancia);
  const [page, manuales] = await Promise.all([
    listBloques(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      manualId: params.manualId,
      texto: params.texto || undefined,
    }),
    opcionesManuales(ctx),
  ]);
  const manualDe = new Map(manuales.map((m) => [m.value, m.label]));
  const columnas: Column<Fila>[] = [
    {
      header: t.bloqueCampos.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link to={`/bloque/${r.Id}`} className={rowLinkClass}>
          {r.Codigo ?? r.Id}
        </Link>
      ),
    },
    { header: t.bloqueCampos.nombre, cell: (r) => <ColorTag color={r.Color}>{r.Nombre ?? ''}</ColorTag> },
    { header: t.bloqueCampos.manualId, cell: (r) => manualDe.get(r.ManualId) ?? r.ManualId },
    { header: t.bloqueCampos.orden, className: 'text-right', cell: (r) => r.Orden },
  ];
  return (
    <div>
      <CabeceraLista
        titulo={w.bloques}
        nuevo={
          puede(actor, CATALOGO.escribe)
            ? { href: listHref('/bloque', { manualId: params.manualId }), texto: textosTermino.nuevo(w.termino.bloque) }
            : null
        }
        margen
      />
      <ListFilters action="/bloques">
        <SearchFilter id="bloques-texto" value={params.texto} placeholder={t.textoBusquedaBloques} />
        <SelectFilter
          id="bloques-manual"
          label={t.manual}
          name="manualId"
          value={params.manualId}
          options={manuales.map(({ value, label }) => ({ value, label }))}
        />
      </ListFilters>
      <div className="mt-4">
        <DataTable
          caption={w.bloques}
          columns={columnas}
          rows={page.records as unknown as Fila[]}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? textosTermino.sinResultados(w.termino.bloque) : undefined}
        />
      </div>
      <ListPagination
        ruta={'/bloques'}
        params={params}
        total={page.total}
        porPagina={POR_PAGINA}
        totalText={(n) => textosTermino.cuenta(n, w.termino.bloque)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
