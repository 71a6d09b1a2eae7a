import { AreaEnlaces } from '../../../components/autoevaluacion/area/area-enlaces.tsx';
import { areaMenuPara } from '../../../components/autoevaluacion/area/menu.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { areaEnlaces as t } from '../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../platform/page-area.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { loadEnlacesDe } from '../../../platform/page-enlaces.ts';

/**
 * `/enlacesAutoevaluacion/{AutoevaluacionId}` (no permission key; a session): the links of the
 * self-assessment area the user may open in that project (the same entries as the area's menu),
 * after the links the agency keeps for the area.
 * Someone outside the project gets 404.
 */
export default async function EnlacesAutoevaluacion(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const acceso = await pageArea(idDe(props.AutoevaluacionId));
  if (!('area' in acceso)) return <NotFound />;
  return (
    <AreaEnlaces area={acceso.area} textos={t} menuPara={areaMenuPara} enlaces={await loadEnlacesDe(actor, 'AUTOEVALUACION')} />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
