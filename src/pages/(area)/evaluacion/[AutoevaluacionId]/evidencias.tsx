import { EvidenciasContenido } from '../../../../components/autoevaluacion/paginas/evidencias-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { loadListaEvidencias } from '../../../../platform/page-area-listas.ts';
import { pageEquipoEvaluacionPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

/** `/evaluacion/{AutoevaluacionId}/evidencias` (AE_APORTACION): the evaluation's verdicts on the evidences (evaluation team). */
export default async function EvidenciasEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const pagina = await pageEquipoEvaluacionPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const lista = await loadListaEvidencias(pagina.ctx, pagina.id, query);
  if (!lista) return <NotFound />;
  return <EvidenciasContenido path={path} id={pagina.id} lista={lista} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
