import type { Cifras } from '../../../domain/autoevaluacion/reglas.ts';
import { estadosEstandar, inicio as t } from '../../../i18n/autoevaluacion-area.ts';

// Five numbers do not need a chart library: horizontal bars in CSS, each with its value in
// text beside it (so colour and length never carry the figure alone), inside a <figure> whose
// caption says what it shows. No JavaScript, nothing to load.

const ORDEN = ['C', 'CUR', 'PTE', 'NC', 'NA'] as const;
const COLOR: Record<string, string> = {
  C: 'bg-emerald-600',
  CUR: 'bg-amber-500',
  PTE: 'bg-sky-600',
  NC: 'bg-red-600',
  NA: 'bg-slate-400',
};

/** Standards by status as labelled bars with their counts. */
export function GraficoEstados({ cifras }: { cifras: Cifras }) {
  const max = Math.max(1, ...ORDEN.map((k) => cifras.PorEstado[k]));
  return (
    <figure className="grid gap-2">
      <figcaption className="text-lg font-semibold text-slate-900">{t.porEstado}</figcaption>
      <p className="sr-only">{t.graficoDescripcion}</p>
      <ul className="grid gap-2">
        {ORDEN.map((k) => {
          const n = cifras.PorEstado[k];
          return (
            <li key={k} className="grid grid-cols-[7rem_1fr_2.5rem] items-center gap-2 text-sm">
              <span className="text-slate-800">{estadosEstandar[k]}</span>
              <span className="h-4 rounded bg-slate-100" aria-hidden="true">
                <span className={`block h-4 rounded ${COLOR[k]}`} style={{ width: `${(n / max) * 100}%` }} />
              </span>
              <span className="text-right font-semibold tabular-nums text-slate-900" data-estado={k}>
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
