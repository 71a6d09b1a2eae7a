import { EvidenciasContenido } from '../../../../components/autoevaluacion/paginas/evidencias-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { loadListaEvidencias } from '../../../../platform/page-area-listas.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { restoreListQuery } from '../../../../platform/page-list-memory.ts';

/** `/autoevaluacion/{AutoevaluacionId}/evidencias` (AE_APORTACION): the evidences list. */
export default async function EvidenciasPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const lista = await loadListaEvidencias(pagina.ctx, pagina.id, query);
  if (!lista) return <NotFound />;
  return <EvidenciasContenido path={path} id={pagina.id} lista={lista} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
