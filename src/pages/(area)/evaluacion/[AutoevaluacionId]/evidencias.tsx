import { EvidenciasContenido } from '../../../../components/autoevaluacion/paginas/evidencias-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { restoreListQuery } from '../../../../components/ui/list-memory-server.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/** `/evaluacion/{AutoevaluacionId}/evidencias` (AE_APORTACION): the evaluation's verdicts on the evidences (evaluation team). */
export default async function EvidenciasEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  return <EvidenciasContenido path={path} query={query} id={id} ctx={ctx} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
