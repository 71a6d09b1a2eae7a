import type { DomainContext } from '../../domain/context.ts';
import { diasEntre, fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import { listarSubsanaciones } from '../../domain/subsanacion/lectura.ts';
import { subsanacionPaginas as t } from '../../i18n/autoevaluacion-subsanacion.ts';

/**
 * On the self-assessment's home: the open correction round, if any (how many standards, until
 * when) with a link to the standards to correct. Renders nothing without an open round.
 */
export async function SubsanacionBanner(props: { ctx: DomainContext; autoevaluacionId: number }) {
  const { Registros } = await listarSubsanaciones(props.ctx, props.autoevaluacionId);
  const abierta = Registros.find((r) => r.Estado === 'ABIERTA');
  if (!abierta) return null;
  const dias = Math.max(0, diasEntre(todayIso(props.ctx.clock.now()), abierta.FechaLimite));
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
