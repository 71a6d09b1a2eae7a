import { listas as t } from '../../i18n/listas.ts';
import { buttonVariants } from './button.tsx';
import { listHref } from './list-params.ts';

/** Previous / next links with "Página n de m" and the total; nothing when all fits on one page. */
export function Pagination(props: {
  pagina: number;
  total: number;
  porPagina: number;
  hrefFor: (pagina: number) => string;
  /** How to say the total ("12 usuarios"); defaults to "12 registros". */
  totalText?: (total: number) => string;
}) {
  const { pagina, total, porPagina, hrefFor, totalText = t.registros } = props;
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const actual = Math.min(Math.max(1, pagina), paginas);
  const linkClass = buttonVariants({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label={t.paginacion} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" role="status">
        {totalText(total)}
      </p>
      {paginas > 1 ? (
        <div className="flex items-center gap-3">
          {actual > 1 ? (
            <a href={hrefFor(actual - 1)} className={linkClass} rel="prev">
              {t.anterior}
            </a>
          ) : null}
          <p className="text-sm text-slate-700" aria-current="page">
            {t.pagina(actual, paginas)}
          </p>
          {actual < paginas ? (
            <a href={hrefFor(actual + 1)} className={linkClass} rel="next">
              {t.siguiente}
            </a>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

/** The pagination of a list page at `ruta`: each page's link keeps the list's filters (`params`). */
export function ListPagination(props: {
  ruta: string;
  params: { pagina: number };
  total: number;
  porPagina: number;
  totalText?: (total: number) => string;
}) {
  const { ruta, params, ...resto } = props;
  return <Pagination {...resto} pagina={params.pagina} hrefFor={(p) => listHref(ruta, params, p)} />;
}
