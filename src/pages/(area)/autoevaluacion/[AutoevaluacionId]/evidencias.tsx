import { EvidenciasContenido } from '../../../../components/autoevaluacion/paginas/evidencias-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { restoreListQuery } from '../../../../components/ui/list-memory-server.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/** `/autoevaluacion/{AutoevaluacionId}/evidencias` (AE_APORTACION): the evidences list. */
export default async function EvidenciasPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const id = idDe(props.AutoevaluacionId);
  if (!('area' in (await pageArea(id)))) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  return <EvidenciasContenido path={path} query={query} id={id} ctx={ctx} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
