import { Plus } from 'lucide-react';
import { ClonarFormulario } from '../../components/catalogo/pruebas/formulario-form.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { DataTable, rowLinkClass } from '../../components/ui/data-table.tsx';
import { ListFilters, SearchFilter } from '../../components/ui/list-filters.tsx';
import { restoreListQuery } from '../../components/ui/list-memory-server.ts';
import { hasFilters, listHref, parseListParams } from '../../components/ui/list-params.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Link } from '../../components/ui/router.tsx';
import { type FormularioListRecord, listFormularios } from '../../domain/catalogo/formularios.ts';
import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { paginasPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';

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
      <PageTitle>{t.formularios}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.formularios}</h1>
        {puedeEditar ? (
          <Link to="/formulario" className={buttonVariants({ variant: 'primary' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.nuevoFormulario}
          </Link>
        ) : null}
      </div>
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
      <Pagination
        pagina={params.pagina}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(p) => listHref('/formularios', params, p)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
