import { Link } from 'waku';
import { puedeAbrir } from '../../../../components/autoevaluacion/area/menu.ts';
import { GraficoEstados } from '../../../../components/autoevaluacion/inicio/grafico-estados.tsx';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { SubsanacionBanner } from '../../../../components/subsanacion/banner.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { getInicioAutoevaluacion } from '../../../../domain/autoevaluacion/inicio.ts';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { estadosEstandar, inicio as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}` (AE): the self-assessment's home: the percentage met,
 * counts by status (and a bar chart of them), deadlines with days left, and the latest
 * changes to standards and evidences. Figures come from cifrasDe (one function).
 */
export default async function AutoevaluacionInicio(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageArea(id);
  if (!('area' in acceso)) return <NotFound />;
  const { area } = acceso;
  const ctx = await pageDomainContext(actor);
  const { autoevaluacion: a, plazos, recientes } = await getInicioAutoevaluacion(ctx, id);
  const base = `/autoevaluacion/${id}`;
  return (
    <div className="grid gap-6">
      <PageTitle>{t.titulo}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
        {puedeAbrir(area.sujeto, 'progreso') ? (
          <Link to={`${base}/progreso`} className={buttonVariants({ variant: 'secondary' })}>
            {t.irTablero}
          </Link>
        ) : null}
      </div>
      <SubsanacionBanner ctx={ctx} autoevaluacionId={id} />
      <div className="grid gap-6 md:grid-cols-2">
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
          <p className="text-slate-800">{t.evaluados(a.NumeroEvaluado, a.Total)}</p>
        </section>
        <section className="rounded-lg border border-slate-200 p-4">
          <GraficoEstados cifras={a} />
        </section>
        <section aria-labelledby="inicio-plazos" className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
          <h2 id="inicio-plazos" className="text-lg font-semibold text-slate-900">
            {t.plazos}
          </h2>
          {plazos.length === 0 ? (
            <p className="text-slate-800">{t.sinPlazos}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {plazos.map((p) => (
                <div key={p.clave} className="contents">
                  <dt className="font-semibold text-slate-900">{t.plazo[p.clave]}</dt>
                  <dd className="text-slate-800">
                    {fechaEs(p.fecha)} · {t.dias(p.dias)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="inicio-recientes" className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
          <h2 id="inicio-recientes" className="text-lg font-semibold text-slate-900">
            {t.recientes}
          </h2>
          {recientes.length === 0 ? (
            <p className="text-slate-800">{t.sinRecientes}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {recientes.map((r) => (
                <li key={`${r.Tipo}-${r.Id}`} className="text-slate-800">
                  <Link
                    to={r.Tipo === 'estandar' ? `${base}/estandar/${r.Id}` : `${base}/evidencia/${r.Id}`}
                    className="font-semibold text-slate-900 underline"
                  >
                    {r.Tipo === 'estandar' ? t.estandar : t.evidencia} {r.Codigo}
                  </Link>{' '}
                  · {r.Aplica ? (estadosEstandar[r.EstadoClave] ?? r.EstadoClave) : estadosEstandar.NA} · {fechaEs(r.Fecha)}{' '}
                  {t.por(r.Nombre)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
