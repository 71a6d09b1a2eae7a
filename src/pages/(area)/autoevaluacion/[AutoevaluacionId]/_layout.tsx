import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { AreaHeader } from '../../../../components/autoevaluacion/area/area-header.tsx';
import { AreaNav } from '../../../../components/autoevaluacion/area/area-nav.tsx';
import { areaMenuPara } from '../../../../components/autoevaluacion/area/menu.ts';
import { SiteFooter } from '../../../../components/layout/site-footer.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { areaMenu as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { pageSession } from '../../../../platform/page-auth.ts';
import { pageInstancia } from '../../../../platform/page-context.ts';
import { pagePath } from '../../../../platform/page-path.ts';

/**
 * Every page under /autoevaluacion/{AutoevaluacionId}/: the area's header (project, phase,
 * status), its menu filtered by the user's permissions in that project (menu.ts), and, once
 * the self-assessment takes no more contributions, a notice saying why. Pages render inside
 * and guard themselves (guardPage, then the domain's project-scope check); for an outsider
 * the frame shows no project and no menu while the page answers 404.
 */
export default async function AutoevaluacionAreaLayout({ children }: { children: ReactNode }) {
  const id = idDe(pagePath()?.split('/')[2]);
  const [instancia, session, acceso] = await Promise.all([pageInstancia(), pageSession(), pageArea(id)]);
  const area = 'area' in acceso ? acceso.area : null;
  const items = area ? areaMenuPara(area.Id, area.sujeto) : [];
  return (
    <>
      <AreaHeader instancia={instancia} actor={session?.actor ?? null} area={area} />
      <div className="mx-auto w-full max-w-7xl flex-1 gap-8 px-4 py-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        {items.length > 0 ? (
          <div className="mb-4 lg:mb-0">
            <AreaNav items={items} />
          </div>
        ) : (
          <div />
        )}
        <main id="contenido" tabIndex={-1} className="min-w-0">
          {area?.SoloLectura ? (
            <p className="mb-4 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span>
                <span className="font-semibold">{t.soloLectura}:</span> {area.SoloLectura}
              </span>
            </p>
          ) : null}
          {children}
        </main>
      </div>
      <SiteFooter instancia={instancia} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
