import { EstandaresContenido } from '../../../../components/autoevaluacion/paginas/estandares-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { restoreListQuery } from '../../../../components/ui/list-memory-server.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/estandares` (AE_APORTACION, evaluation team): the applicable
 * standards with the evaluation's verdicts; the same list as the self-assessment area's.
 */
export default async function EstandaresEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const { path, query } = props;
  const actor = await guardPage(path, query);
  restoreListQuery(path, query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  return <EstandaresContenido path={path} query={query} id={id} ctx={ctx} raiz="evaluacion" />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
