import type { TrabajoMiembro } from '../../../domain/autoevaluacion/miembro-trabajo.ts';
import { fechaEs, todayIso } from '../../../domain/shared/fechas.ts';
import { equipoUi as t } from '../../../i18n/autoevaluacion-equipo.ts';
import { Link } from '../../ui/router.tsx';
import type { RaizArea } from '../area/menu.ts';

const enlace = 'font-semibold text-slate-900 underline underline-offset-4';

/** A member's tasks (self-assessment only: the evaluation has none) and latest contributions, each linked. */
export function TrabajoDelMiembro(props: { trabajo: TrabajoMiembro; id: number; raiz: RaizArea }) {
  const { trabajo, id, raiz } = props;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {raiz === 'autoevaluacion' ? (
        <section aria-labelledby="miembro-tareas" className="grid content-start gap-2">
          <h2 id="miembro-tareas" className="text-lg font-semibold text-slate-900">
            {t.tareasAsignadas}
          </h2>
          {trabajo.Tareas.length === 0 ? <p className="text-slate-700">{t.sinTareas}</p> : null}
          <ul className="grid gap-1">
            {trabajo.Tareas.map((x) => (
              <li key={x.Id}>
                <Link to={`/autoevaluacion/${id}/tarea/${x.Id}`} className={enlace}>
                  {x.Titulo}
                </Link>
                <span className="text-slate-700"> · {fechaEs(x.FechaLimite)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="miembro-aportaciones" className="grid content-start gap-2">
        <h2 id="miembro-aportaciones" className="text-lg font-semibold text-slate-900">
          {t.contribuciones}
        </h2>
        {trabajo.Contribuciones.length === 0 ? <p className="text-slate-700">{t.sinContribuciones}</p> : null}
        <ul className="grid gap-1">
          {trabajo.Contribuciones.map((c) => (
            <li key={`${c.Tipo}-${c.Id}`}>
              <Link to={`/${raiz}/${id}/${c.Tipo}/${c.Id}`} className={enlace}>
                {t.contribucion(c.Tipo, c.Codigo)}
              </Link>
              <span className="text-slate-700"> · {fechaEs(todayIso(new Date(c.Fecha)))}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
