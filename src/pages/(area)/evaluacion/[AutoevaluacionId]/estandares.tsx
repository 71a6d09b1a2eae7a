import { EstandaresContenido } from '../../../../components/autoevaluacion/paginas/estandares-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { loadListaEstandares } from '../../../../platform/page-area-listas.ts';
import { pageEquipoEvaluacionPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/estandares` (AE_APORTACION, evaluation team): the applicable
 * standards with the evaluation's verdicts; the same list as the self-assessment area's.
 */
export default async function EstandaresEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const pagina = await pageEquipoEvaluacionPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const lista = await loadListaEstandares(pagina.ctx, pagina.id, query);
  return <EstandaresContenido path={path} id={pagina.id} lista={lista} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
