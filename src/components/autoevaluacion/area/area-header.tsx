import type { Instancia } from '../../../db/schema/index.ts';
import type { AreaAutoevaluacion } from '../../../domain/autoevaluacion/area.ts';
import type { Actor } from '../../../domain/context.ts';
import { areaMenu as t } from '../../../i18n/autoevaluacion-area.ts';
import { AccountNavSesion } from '../../auth/account-nav-sesion.tsx';
import type { SelectorProyectos } from '../../mis-proyectos/menu.ts';
import { ProyectoSelector } from '../../mis-proyectos/proyecto-selector.tsx';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';

/**
 * The area's header: the instance, the area's name ("Autoevaluación" unless `titulo` says
 * otherwise), the project and centre, its phase and status, the account corner. `raiz` is the
 * area's root path (the evaluation area passes "evaluacion"). `selector`: the person's other
 * projects, for the project switcher (absent when they hold one).
 */
export function AreaHeader(props: {
  instancia: Instancia;
  actor: Actor | null;
  area: AreaAutoevaluacion | null;
  titulo?: string;
  raiz?: string;
  selector?: SelectorProyectos | null;
}) {
  const { instancia, actor, area, titulo = t.titulo, raiz = 'autoevaluacion' } = props;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={area ? `/${raiz}/${area.Id}` : '/'} className="flex items-center gap-3 rounded-md">
          {instancia.logo ? <img src={instancia.logo} alt="" width={36} height={36} className="h-9 w-9" /> : null}
          <span className="text-lg font-bold text-slate-900">
            {instancia.nombre}
            <span className="ml-2 rounded bg-slate-900 px-1.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-white">
              {titulo}
            </span>
          </span>
        </Link>
        <AccountNavSesion usuario={actor ? { nombre: actor.nombre } : null} sitioPublico />
      </div>
      {area ? (
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 pb-3 text-sm text-slate-800">
          <span>
            <span className="font-semibold">{t.proyecto}</span> {area.Proyecto.Codigo} · {area.Proyecto.Centro}
          </span>
          <span>
            <span className="font-semibold">{t.fase}</span> {area.Fase.Nombre}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="font-semibold">{t.estado}</span>{' '}
            <StatusTag tone={area.Estado.Color ?? 'neutro'}>{area.Estado.Nombre}</StatusTag>
          </span>
          {props.selector ? <ProyectoSelector selector={props.selector} /> : null}
        </div>
      ) : null}
    </header>
  );
}
