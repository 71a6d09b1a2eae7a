import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { type Column, DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter, SelectFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { type EjemploRecord, listEjemplos } from '../../domain/catalogo/ejemplos.ts';
import { opcionesEstandar } from '../../domain/catalogo/estandares-opciones.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { terminos } from '../../i18n/terminologia.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const FILTROS = { texto: 'texto', manualId: 'id', estandarId: 'id', evidenciaId: 'id' } as const;
const POR_PAGINA = 20;

/** `/ejemplos`: examples of good practice with search and filters (MANUALES). */
export default async function EjemplosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const w = terminos(ctx.instancia);
  const [page, opciones] = await Promise.all([
    listEjemplos(ctx, {
      query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
      filtros: {
        texto: params.texto || undefined,
        manualId: params.manualId,
        estandarId: params.estandarId,
        evidenciaId: params.evidenciaId,
      },
    }),
    opcionesEstandar(ctx),
  ]);
  const rows = page.records as EjemploRecord[];
  const columnas: Column<EjemploRecord>[] = [
    {
      header: t.ejemplos.columnas.titulo,
      rowHeader: true,
      cell: (r) => (
        <Link to={`/ejemplo/${r.Id}`} className={rowLinkClass}>
          {r.Titulo}
        </Link>
      ),
    },
    { header: t.ejemplos.columnas.autor, cell: (r) => r.Autor ?? '—' },
    { header: w.estandares, cell: (r) => r.Estandares.map((s) => s.Codigo).join(', ') || '—' },
    { header: w.evidencias, cell: (r) => r.Evidencias.map((v) => v.Codigo).join(', ') || '—' },
  ];
  return (
    <div>
      <CabeceraLista
        titulo={t.ejemplos.titulo}
        nuevo={puede(actor, CATALOGO.escribe) ? { href: '/ejemplo', texto: t.ejemplos.nuevo } : null}
        margen
      />
      <ListFilters action="/ejemplos">
        <SearchFilter id="ejemplos-texto" value={params.texto} placeholder={t.ejemplos.textoBusqueda} />
        <SelectFilter
          id="ejemplos-manual"
          label={t.manual}
          name="manualId"
          value={params.manualId}
          options={opciones.manuales.map((m) => ({ value: m.Id, label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        />
      </ListFilters>
      <div className="mt-4">
        <DataTable
          caption={t.ejemplos.titulo}
          columns={columnas}
          rows={rows}
          rowKey={(r) => r.Id}
          filtered={hasFilters(params)}
          empty={hasFilters(params) ? t.ejemplos.sinResultados : undefined}
        />
      </div>
      <ListPagination
        ruta={'/ejemplos'}
        params={params}
        total={page.total}
        porPagina={POR_PAGINA}
        totalText={t.ejemplos.resultados}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
