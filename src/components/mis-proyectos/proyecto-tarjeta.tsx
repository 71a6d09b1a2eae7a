import { type ReactNode, Suspense } from 'react';
import type { EnlaceArea } from '../../domain/mis-proyectos/enlace-area.ts';
import type { MiProyecto } from '../../domain/mis-proyectos/mios.ts';
import { diasEntre, fechaEs } from '../../domain/shared/fechas.ts';
import { eleccionProyecto as t, pendientesProyecto as tp } from '../../i18n/mis-proyectos.ts';
import { buttonVariants } from '../ui/button.tsx';
import { Link } from '../ui/router.tsx';

export type ProyectoEleccion = Pick<
  MiProyecto,
  'Id' | 'Codigo' | 'Centro' | 'Fase' | 'Autoevaluacion' | 'Perfiles' | 'FechaLimite'
>;

const abrirTexto = (tipo: string | undefined, soloLectura: boolean) => {
  if (tipo === 'AUT') return soloLectura ? t.consultarAutoevaluacion : t.abrirAutoevaluacion;
  if (tipo === 'EVA') return soloLectura ? t.consultarEvaluacion : t.abrirEvaluacion;
  return t.abrir;
};

/**
 * One project of the chooser: code and centre, phase, deadline with the days left, the
 * person's profiles, what needs them there (`pendientes`, streamed in: it shows a line while it
 * loads) and the link into the project's area as the page found the area's gate answers for
 * them (`enlace`: null when it refuses them), labelled read-only where they change nothing.
 */
export function ProyectoTarjeta(props: {
  proyecto: ProyectoEleccion;
  hoy: string;
  pendientes: ReactNode;
  enlace: EnlaceArea | null;
}) {
  const { proyecto: p, hoy } = props;
  const titulo = `proyecto-${p.Id}`;
  const a = p.Autoevaluacion;
  const plazo = p.FechaLimite ? `${fechaEs(p.FechaLimite)} (${t.diasRestantes(diasEntre(hoy, p.FechaLimite))})` : t.sinPlazo;
  return (
    <li>
      <article
        aria-labelledby={titulo}
        className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <header>
          <h2 id={titulo} className="text-xl font-semibold text-slate-900">
            {p.Codigo}
          </h2>
          <p className="text-slate-800">{p.Centro}</p>
        </header>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">{t.fase}</dt>
          <dd className="text-slate-800">{p.Fase.Nombre}</dd>
          <dt className="font-semibold text-slate-900">{t.plazo}</dt>
          <dd className="text-slate-800">{plazo}</dd>
          <dt className="font-semibold text-slate-900">{t.perfil}</dt>
          <dd className="text-slate-800">{p.Perfiles.map((x) => x.NombrePublico).join(', ')}</dd>
        </dl>
        <section aria-labelledby={`${titulo}-pendiente`} className="grid gap-2">
          <h3 id={`${titulo}-pendiente`} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {tp.titulo}
          </h3>
          <Suspense
            fallback={
              <p className="text-sm text-slate-700" role="status" aria-live="polite">
                {tp.cargando}
              </p>
            }
          >
            {props.pendientes}
          </Suspense>
        </section>
        <div className="mt-auto">
          {a && props.enlace ? (
            <Link
              to={props.enlace.ir}
              className={buttonVariants({ variant: props.enlace.soloLectura ? 'secondary' : 'primary', size: 'md' })}
            >
              {abrirTexto(a.Fase.TipoClave, props.enlace.soloLectura)}
              <span className="sr-only">{t.delProyecto(p.Codigo)}</span>
            </Link>
          ) : (
            <p className="text-sm text-slate-700">{a ? t.sinAcceso : t.sinAutoevaluacion}</p>
          )}
        </div>
      </article>
    </li>
  );
}
