import { ClonarFormulario } from '../../components/catalogo/pruebas/formulario-form.tsx';
import { CabeceraLista } from '../../components/page/cabecera-lista.tsx';
import { DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter } from '../../components/ui/list-filters.tsx';
import { hasFilters, parseListParams } from '../../components/ui/list-params.ts';
import { ListPagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { type FormularioListRecord, listFormularios } from '../../domain/catalogo/formularios.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { paginasPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';
import { restoreListQuery } from '../../platform/page-list-memory.ts';

const POR_PAGINA = 20;
const FILTROS = { texto: 'texto' } as const;

/** `/formularios`: the forms with search, paging and a clone button per row (MANUALES). */
export default async function FormulariosPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const ctx = await pageDomainContext(actor);
  const params = parseListParams(query, FILTROS);
  const page = await listFormularios(ctx, {
    query: { pagina: params.pagina, registrosPorPagina: POR_PAGINA },
    texto: params.texto || undefined,
  });
  const rows = page.records as FormularioListRecord[];
  const puedeEditar = puede(actor, CATALOGO.escribe);
  return (
    <div>
      <CabeceraLista
        titulo={t.formularios}
        nuevo={puedeEditar ? { href: '/formulario', texto: t.nuevoFormulario } : null}
        margen
      />
      <ListFilters action="/formularios">
        <SearchFilter id="formularios-texto" value={params.texto} />
      </ListFilters>
      <div className="mt-4" />
      <DataTable
        caption={t.formularios}
        rows={rows}
        rowKey={(r) => r.Id}
        filtered={hasFilters(params)}
        columns={[
          {
            header: t.titulo,
            rowHeader: true,
            cell: (r) => (
              <Link to={`/formulario/${r.Id}`} className={rowLinkClass}>
                {r.Titulo}
              </Link>
            ),
          },
          { header: t.numeroPreguntas, cell: (r) => r.NumeroPreguntas, className: 'w-28 text-right' },
          { header: t.numeroPruebas, cell: (r) => r.NumeroPruebas, className: 'w-40 text-right' },
          ...(puedeEditar
            ? [
                {
                  header: <span className="sr-only">{t.clonar}</span>,
                  cell: (r: FormularioListRecord) => <ClonarFormulario formularioId={r.Id} titulo={r.Titulo} />,
                  className: 'w-28',
                },
              ]
            : []),
        ]}
      />
      <ListPagination ruta={'/formularios'} params={params} total={page.total} porPagina={POR_PAGINA} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
