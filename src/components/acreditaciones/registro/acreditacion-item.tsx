import type { AcreditacionPublica } from '../../../domain/acreditaciones/registro.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { registroUi as t } from '../../../i18n/acreditaciones-registro.ts';

export const ubicacion = (a: Pick<AcreditacionPublica, 'Municipio' | 'Provincia'>) =>
  [a.Municipio?.Nombre, a.Provincia?.Nombre].filter(Boolean).join(', ') || t.sinDato;

/** One accreditation of the register: a card that reads well on a phone and in a list. */
export function AcreditacionItem({ a }: { a: AcreditacionPublica }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`acr-${a.Id}`}>
      <h2 id={`acr-${a.Id}`} className="text-lg font-semibold text-slate-900">
        <a
          href={`/acreditacion/publico/${a.Id}`}
          className="text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          aria-label={t.verDetalle(a.Centro.Nombre)}
        >
          {a.Centro.Nombre}
        </a>
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="font-semibold">{t.ubicacion}:</dt>
          <dd>{ubicacion(a)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t.ambito}:</dt>
          <dd>{a.Ambito?.Nombre ?? t.sinDato}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t.nivel}:</dt>
          <dd>{a.Nivel ?? t.sinDato}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t.vigencia}:</dt>
          <dd>{fechaEs(a.FechaVigencia)}</dd>
        </div>
      </dl>
    </article>
  );
}
