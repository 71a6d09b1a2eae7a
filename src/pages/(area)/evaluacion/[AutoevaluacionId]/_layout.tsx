import type { ReactNode } from 'react';
import { AreaFrame } from '../../../../components/autoevaluacion/area/area-frame.tsx';
import { evaluacionMenuPara } from '../../../../components/evaluacion/area/menu.ts';
import { idDe } from '../../../../components/shared/route-params.ts';
import { evaluacionMenu as t } from '../../../../i18n/evaluacion-area.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { pageAreaFrame } from '../../../../platform/page-area-frame.ts';
import { pagePath } from '../../../../platform/page-path.ts';

/**
 * Every page under /evaluacion/{AutoevaluacionId}/: the self-assessment area's frame with the
 * evaluation's name and menu table (src/components/evaluacion/area/menu.ts). Pages guard
 * themselves; an outsider, or an id that is not an evaluation, gets a frame with no project and
 * no menu while the page answers 404.
 */
export default async function EvaluacionAreaLayout({ children }: { children: ReactNode }) {
  const frame = await pageAreaFrame(pageAreaEvaluacion(idDe(pagePath()?.split('/')[2])));
  const { area } = frame;
  return (
    <AreaFrame
      {...frame}
      items={area ? evaluacionMenuPara(area.Id, area.sujeto) : []}
      titulo={t.titulo}
      raiz="evaluacion"
      region={t.region}
    >
      {children}
    </AreaFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
