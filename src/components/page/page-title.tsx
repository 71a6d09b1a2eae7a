import { pageRequest } from './page-request.ts';

/** The document title "Página · Instancia" (React 19 hoists <title> into <head>). */
export async function PageTitle({ children }: { children: string }) {
  const instancia = await pageRequest().instanciaNombre();
  return <title>{`${children} · ${instancia}`}</title>;
}

/**
 * A page's title said twice, as the document's title and as its heading; `margen` spaces the
 * heading from what follows when the page's container is not a grid.
 */
export function TituloPagina({ children, margen }: { children: string; margen?: 'mb-4' | 'mb-6' }) {
  return (
    <>
      <PageTitle>{children}</PageTitle>
      <h1 className={`${margen ? `${margen} ` : ''}text-3xl font-bold text-slate-900`}>{children}</h1>
    </>
  );
}
