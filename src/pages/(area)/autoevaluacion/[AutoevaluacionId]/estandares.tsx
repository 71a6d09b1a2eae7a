import { EstandaresContenido } from '../../../../components/autoevaluacion/paginas/estandares-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { loadListaEstandares } from '../../../../platform/page-area-listas.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/estandares` (AE_APORTACION): the applicable standards with
 * status, essential flag, assignees and tags; filters in the URL, remembered per path; 20 a page.
 */
export default async function EstandaresAutoevaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const lista = await loadListaEstandares(pagina.ctx, pagina.id, query);
  return <EstandaresContenido path={path} id={pagina.id} lista={lista} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
