import { diasEntre, fechaEs } from '../../domain/shared/fechas.ts';
import type { Ronda } from '../../domain/subsanacion/lectura.ts';
import { subsanacionPaginas as t } from '../../i18n/autoevaluacion-subsanacion.ts';

/**
 * On the self-assessment's home: the open correction round, if any (how many standards, until
 * when) with a link to the standards to correct. Renders nothing without an open round.
 * `rondas` are the self-assessment's rounds and `hoy` today (yyyy-mm-dd), both read by the page.
 */
export function SubsanacionBanner(props: { rondas: readonly Ronda[]; hoy: string }) {
  const abierta = props.rondas.find((r) => r.Estado === 'ABIERTA');
  if (!abierta) return null;
  const dias = Math.max(0, diasEntre(props.hoy, abierta.FechaLimite));
  return (
    <section
      aria-labelledby="subsanacion-banner"
      className="grid gap-2 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="subsanacion-banner" className="text-lg font-semibold">
        {t.titulo}
      </h2>
      <p>{t.banner(abierta.Estandares.length, fechaEs(abierta.FechaLimite), dias)}</p>
      <p>
        <a href={`/autoevaluacion/${abierta.AutoevaluacionId}/subsanacion`} className="font-semibold underline">
          {t.verEstandares}
        </a>
      </p>
    </section>
  );
}
