import type { ReactNode } from 'react';
import type { Plazo } from '../../../domain/autoevaluacion/inicio.ts';
import type { Cifras } from '../../../domain/autoevaluacion/reglas.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { inicio as tAut } from '../../../i18n/autoevaluacion-area.ts';
import { GraficoEstados } from './grafico-estados.tsx';

/** The texts a home gives its progress card (the team's progress, or the evaluators' judgement). */
interface TextosProgreso {
  progreso: string;
  porcentaje: (n: number) => string;
  cumple: (n: number, total: number) => string;
  evaluados: (n: number, total: number) => string;
}

/** Share of applicable standards met, as a figure and a bar, with the counts under it: both areas' homes. */
function TarjetaProgreso(props: {
  cifras: { PorcentajeCumple: number; NumeroCumple: number; NumeroEvaluado: number; Total: number };
  textos: TextosProgreso;
}) {
  const { cifras: a, textos: t } = props;
  return (
    <section aria-labelledby="inicio-progreso" className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id="inicio-progreso" className="text-lg font-semibold text-slate-900">
        {t.progreso}
      </h2>
      <p className="text-5xl font-bold text-slate-900" data-testid="porcentaje-cumple">
        {t.porcentaje(a.PorcentajeCumple)}
      </p>
      <div
        role="progressbar"
        aria-label={t.progreso}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={a.PorcentajeCumple}
        className="h-3 rounded bg-slate-100"
      >
        <div className="h-3 rounded bg-emerald-600" style={{ width: `${a.PorcentajeCumple}%` }} />
      </div>
      <p className="text-slate-800">{t.cumple(a.NumeroCumple, a.Total)}</p>
      <p className="text-slate-800" data-testid="evaluados">
        {t.evaluados(a.NumeroEvaluado, a.Total)}
      </p>
    </section>
  );
}

/** The self-assessment's or evaluation's deadlines with the days left: both areas' homes. */
export function TarjetaPlazos(props: { plazos: Plazo[]; titulo: string; vacio: string }) {
  return (
    <section aria-labelledby="inicio-plazos" className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
      <h2 id="inicio-plazos" className="text-lg font-semibold text-slate-900">
        {props.titulo}
      </h2>
      {props.plazos.length === 0 ? (
        <p className="text-slate-800">{props.vacio}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {props.plazos.map((p) => (
            <div key={p.clave} className="contents">
              <dt className="font-semibold text-slate-900">{tAut.plazo[p.clave]}</dt>
              <dd className="text-slate-800">
                {fechaEs(p.fecha)} · {tAut.dias(p.dias)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The figures both areas' homes open with: the progress card, the standards by status as a
 * chart, and the deadlines card.
 */
export function TarjetasCifras(props: {
  cifras: Cifras;
  plazos: Plazo[];
  textos: TextosProgreso & { plazos: string; sinPlazos: string };
}) {
  const { cifras, textos: t } = props;
  return (
    <>
      <TarjetaProgreso cifras={cifras} textos={t} />
      <section className="rounded-lg border border-slate-200 p-4">
        <GraficoEstados cifras={cifras} />
      </section>
      <TarjetaPlazos plazos={props.plazos} titulo={t.plazos} vacio={t.sinPlazos} />
    </>
  );
}

/** A bordered section with its heading: the card the areas' standard pages are made of. */
export function SeccionTarjeta(props: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
      <h2 id={props.id} className="text-lg font-semibold text-slate-900">
        {props.titulo}
      </h2>
      {props.children}
    </section>
  );
}
