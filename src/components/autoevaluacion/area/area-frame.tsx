import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Instancia } from '../../../db/schema/index.ts';
import type { AreaAutoevaluacion } from '../../../domain/autoevaluacion/area.ts';
import type { Actor } from '../../../domain/context.ts';
import type { ProyectosEnlazados } from '../../../domain/mis-proyectos/enlace-area.ts';
import { areaMenu as t } from '../../../i18n/autoevaluacion-area.ts';
import { SiteFooterSesion } from '../../layout/site-footer.tsx';
import { selectorDe } from '../../mis-proyectos/menu.ts';
import { SuccessToast } from '../../ui/feedback.tsx';
import { AreaHeader } from './area-header.tsx';
import { AreaNav } from './area-nav.tsx';
import type { AreaMenuItem } from './menu.ts';

/**
 * The frame of the self-assessment and evaluation areas: header (project, phase, status), the
 * menu already filtered for the user, and, once the record takes no more contributions, a
 * notice saying why; and the page's success toast (a save's, kept through the reload after it).
 * `titulo`, `raiz` and `region` name the area (defaults: self-assessment); `mios`, the user's own
 * projects, feeds the header's project switcher.
 */
export function AreaFrame(props: {
  instancia: Instancia;
  actor: Actor | null;
  area: AreaAutoevaluacion | null;
  items: AreaMenuItem[];
  titulo?: string;
  raiz?: string;
  region?: string;
  mios?: ProyectosEnlazados | null;
  children: ReactNode;
}) {
  const { instancia, area, items } = props;
  return (
    <>
      <AreaHeader
        instancia={instancia}
        actor={props.actor}
        area={area}
        titulo={props.titulo}
        raiz={props.raiz}
        selector={area && props.mios ? selectorDe(props.mios, area.Proyecto.Id) : null}
      />
      <div className="mx-auto w-full max-w-7xl flex-1 gap-8 px-4 py-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
        {items.length > 0 ? (
          <div className="mb-4 lg:mb-0">
            <AreaNav items={items} region={props.region} />
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
          {props.children}
        </main>
      </div>
      <SiteFooterSesion instancia={instancia} />
      <SuccessToast />
    </>
  );
}
