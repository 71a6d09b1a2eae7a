import type { ReactNode } from 'react';
import { AreaFrame } from '../../../../components/autoevaluacion/area/area-frame.tsx';
import { areaMenuPara } from '../../../../components/autoevaluacion/area/menu.ts';
import { idDe } from '../../../../components/shared/route-params.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { pageAreaFrame } from '../../../../platform/page-area-frame.ts';
import { pagePath } from '../../../../platform/page-path.ts';

/**
 * Every page under /autoevaluacion/{AutoevaluacionId}/: the area's frame (AreaFrame: header
 * with project, phase and status, the menu filtered by the user's permissions in that project
 * (menu.ts), and, once the self-assessment takes no more contributions, a notice saying why).
 * Pages render inside and guard themselves (guardPage, then the domain's project-scope
 * check); for an outsider the frame shows no project and no menu while the page answers 404.
 */
export default async function AutoevaluacionAreaLayout({ children }: { children: ReactNode }) {
  const frame = await pageAreaFrame(pageArea(idDe(pagePath()?.split('/')[2])));
  const { area } = frame;
  return (
    <AreaFrame {...frame} items={area ? areaMenuPara(area.Id, area.sujeto, area.Proyecto.Id) : []}>
      {children}
    </AreaFrame>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
