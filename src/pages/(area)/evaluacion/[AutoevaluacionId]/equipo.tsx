import { EquipoContenido } from '../../../../components/autoevaluacion/equipo/equipo-contenido.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/evaluacion/{id}/equipo` (AE_EQUIPO): the evaluation team (head of evaluation, evaluators),
 * its invitations and dates; the head of evaluation changes them (the self-assessment area's
 * team page, with the evaluation side's members only).
 */
export default async function EquipoEvaluacionPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  return <EquipoContenido ctx={await pageDomainContext(actor)} id={id} raiz="evaluacion" soloEquipoDeLaFase />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
