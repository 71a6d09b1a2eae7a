import type { ReactNode } from 'react';
import { AreaFrame } from '../../../../components/autoevaluacion/area/area-frame.tsx';
import { evaluacionMenuPara } from '../../../../components/evaluacion/area/menu.ts';
import { selectorDe } from '../../../../components/mis-proyectos/menu.ts';
import { idDe } from '../../../../components/shared/route-params.ts';
import { evaluacionMenu as t } from '../../../../i18n/evaluacion-area.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { pageSession } from '../../../../platform/page-auth.ts';
import { pageInstancia } from '../../../../platform/page-context.ts';
import { pageMisProyectos } from '../../../../platform/page-mis-proyectos.ts';
import { pagePath } from '../../../../platform/page-path.ts';

/**
 * Every page under /evaluacion/{AutoevaluacionId}/: the self-assessment area's frame with the
 * evaluation's name and menu table (src/components/evaluacion/area/menu.ts). Pages guard
 * themselves; an outsider, or an id that is not an evaluation, gets a frame with no project and
 * no menu while the page answers 404.
 */
export default async function EvaluacionAreaLayout({ children }: { children: ReactNode }) {
  const id = idDe(pagePath()?.split('/')[2]);
  const [instancia, session, acceso, mios] = await Promise.all([
    pageInstancia(),
    pageSession(),
    pageAreaEvaluacion(id),
    pageMisProyectos(),
  ]);
  const area = 'area' in acceso ? acceso.area : null;
  return (
    <AreaFrame
      instancia={instancia}
      actor={session?.actor ?? null}
      area={area}
      selector={area && mios ? selectorDe(mios, area.Proyecto.Id) : null}
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
