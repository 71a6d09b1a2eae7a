import type { eventosDeAutoevaluacion } from '../../domain/planificacion/eventos.ts';
import type { EstadoSuscripcion } from '../../domain/planificacion/suscripcion.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { calendarioUi as t } from '../../i18n/autoevaluacion-plan.ts';
import { PageTitle } from '../page/page-title.tsx';
import { buttonVariants } from '../ui/button.tsx';
import { CalendarioVista } from './calendario-vista.tsx';
import { periodoDe, type Vista } from './periodo.ts';
import { PlanCabecera } from './plan-cabecera.tsx';
import { SuscripcionIcs } from './suscripcion-ics.tsx';

const LEYENDA = [
  { clase: 'tarea-conseguida', texto: t.leyenda.conseguida, color: '#d1fae5', borde: '#064e3b' },
  { clase: 'tarea-pendiente', texto: t.leyenda.pendiente, color: '#e0f2fe', borde: '#0c4a6e' },
  { clase: 'hito', texto: t.leyenda.hito, color: '#fef3c7', borde: '#78350f' },
];

/** What the calendar page reads (src/platform/page-calendario.ts) and shows. */
export interface CalendarioDatos {
  autoevaluacionId: number;
  vista: Vista;
  /** The day whose period is shown (`?fecha=`, or today) and today, both yyyy-mm-dd. */
  fecha: string;
  hoy: string;
  editable: boolean;
  /** Why the self-assessment is read-only (its reason), null when it is not. */
  soloLectura: string | null;
  eventos: Awaited<ReturnType<typeof eventosDeAutoevaluacion>>;
  suscripcion: EstadoSuscripcion;
}

/**
 * The calendar of a self-assessment in month or week view (`?fecha=yyyy-mm-dd` picks the
 * period): the grid (FullCalendar), the same events as a list, and the user's ICS link.
 */
export function CalendarioPagina(props: CalendarioDatos) {
  const { autoevaluacionId: id, vista, fecha, eventos, suscripcion } = props;
  const periodo = periodoDe(vista, fecha);
  const base = `/autoevaluacion/${id}/calendario`;
  const enPeriodo = eventos.filter((e) => e.FechaInicio >= periodo.desde && e.FechaInicio <= periodo.hasta);
  const enlace = (v: Vista, f: string) => `${base}/${v}?fecha=${f}`;
  return (
    <div className="grid gap-4">
      <PageTitle>{`${t.titulo}: ${periodo.titulo}`}</PageTitle>
      <PlanCabecera
        autoevaluacionId={id}
        titulo={t.titulo}
        actual="calendario"
        editable={props.editable}
        soloLectura={props.soloLectura}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t.vistas} className="flex gap-2">
          <a
            href={enlace('mensual', fecha)}
            aria-current={vista === 'mensual' ? 'page' : undefined}
            className={buttonVariants({ variant: vista === 'mensual' ? 'primary' : 'secondary', size: 'sm' })}
          >
            {t.mensual}
          </a>
          <a
            href={enlace('semanal', fecha)}
            aria-current={vista === 'semanal' ? 'page' : undefined}
            className={buttonVariants({ variant: vista === 'semanal' ? 'primary' : 'secondary', size: 'sm' })}
          >
            {t.semanal}
          </a>
        </nav>
        <h2 className="text-xl font-semibold capitalize text-slate-900" aria-live="polite">
          {periodo.titulo}
        </h2>
        <nav aria-label={t.periodo} className="flex gap-2">
          <a href={enlace(vista, periodo.anterior)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {vista === 'mensual' ? t.mesAnterior : t.semanaAnterior}
          </a>
          <a href={enlace(vista, props.hoy)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t.hoy}
          </a>
          <a href={enlace(vista, periodo.siguiente)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {vista === 'mensual' ? t.mesSiguiente : t.semanaSiguiente}
          </a>
        </nav>
      </div>
      <ul aria-label={t.leyenda.titulo} className="flex flex-wrap gap-4 text-sm text-slate-800">
        {LEYENDA.map((l) => (
          <li key={l.clase} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-4 w-4 rounded border"
              style={{ backgroundColor: l.color, borderColor: l.borde }}
            />
            {l.texto}
          </li>
        ))}
      </ul>
      <CalendarioVista
        key={`${vista}-${fecha}`}
        vista={vista}
        fecha={fecha}
        etiqueta={periodo.titulo}
        eventos={eventos.map((e) => ({
          id: e.Id,
          title: e.Titulo,
          start: e.FechaInicio,
          clase: e.Clase,
          url: e.Tarea ? `/autoevaluacion/${id}/tarea/${e.Tarea.Id}` : undefined,
        }))}
      />
      <section aria-labelledby="calendario-lista" className="grid gap-2">
        <h2 id="calendario-lista" className="text-xl font-semibold text-slate-900">
          {t.listaAccesible}
        </h2>
        {enPeriodo.length === 0 ? (
          <p className="text-slate-700">{t.sinEventos}</p>
        ) : (
          <ul className="grid gap-1" data-testid="calendario-lista">
            {enPeriodo.map((e) => (
              <li key={e.Id} className="flex flex-wrap gap-2">
                <span className="font-semibold tabular-nums">{fechaEs(e.FechaInicio)}</span>
                {e.Tarea ? (
                  <a href={`/autoevaluacion/${id}/tarea/${e.Tarea.Id}`} className="text-brand underline">
                    {e.Titulo}
                  </a>
                ) : (
                  <span>{e.Titulo}</span>
                )}
                <span className="text-slate-700">({e.Tarea ? e.Tarea.Estado.Nombre : t.leyenda.hito})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SuscripcionIcs activo={suscripcion.Activo} fecha={suscripcion.Fecha} />
    </div>
  );
}
