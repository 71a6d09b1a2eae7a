import type { HiloResumen } from '../../domain/mensajes/lectura.ts';
import { formatDateTime } from '../../domain/shared/mail/dates.ts';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { SeccionTarjeta } from '../autoevaluacion/inicio/tarjetas.tsx';
import { buttonVariants } from '../ui/button.tsx';
import { Link } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';

/** A standard's page in the area: the project's questions to the agency about it, and the action to ask one. */
export function PreguntasEstandar(props: { hilos: HiloResumen[]; hiloBase: string; preguntarHref: string }) {
  return (
    <SeccionTarjeta id="ficha-preguntas" titulo={t.preguntasEstandar}>
      {props.hilos.length === 0 ? (
        <p className="text-slate-800">{t.sinPreguntasEstandar}</p>
      ) : (
        <ul className="grid gap-2">
          {props.hilos.map((h) => (
            <li key={h.Id} className="flex flex-wrap items-center gap-2 text-slate-900">
              <Link to={`${props.hiloBase}${h.Id}`} className="font-semibold underline">
                {h.Asunto}
              </Link>
              <span className="text-sm text-slate-700">{formatDateTime(h.UltimoEn)}</span>
              {h.NoLeidos > 0 ? <StatusTag tone="progreso">{t.noLeidos(h.NoLeidos)}</StatusTag> : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={props.preguntarHref} className={buttonVariants({ variant: 'secondary' })}>
          {t.preguntarEstandar}
        </Link>
      </p>
    </SeccionTarjeta>
  );
}
