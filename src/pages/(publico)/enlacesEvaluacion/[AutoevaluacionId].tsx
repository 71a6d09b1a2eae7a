import { AreaEnlaces } from '../../../components/autoevaluacion/area/area-enlaces.tsx';
import { evaluacionMenuPara } from '../../../components/evaluacion/area/menu.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { evaluacionEnlaces as t } from '../../../i18n/evaluacion-area.ts';
import { pageAreaEvaluacion } from '../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { loadEnlacesDe } from '../../../platform/page-enlaces.ts';

/**
 * `/enlacesEvaluacion/{AutoevaluacionId}` (no permission key; a session): the links of the
 * evaluation area the user may open in that project (the same entries as the area's menu), after
 * the links the agency keeps for the area.
 * Someone outside the project, or an id that is not an evaluation, gets 404.
 */
export default async function EnlacesEvaluacion(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const acceso = await pageAreaEvaluacion(idDe(props.AutoevaluacionId));
  if (!('area' in acceso)) return <NotFound />;
  return (
    <AreaEnlaces area={acceso.area} textos={t} menuPara={evaluacionMenuPara} enlaces={await loadEnlacesDe(actor, 'EVALUACION')} />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
