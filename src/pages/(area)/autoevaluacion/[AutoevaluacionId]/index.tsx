import { CertificadosCentro } from '../../../../components/acreditaciones/certificados-centro.tsx';
import { puedeAbrir } from '../../../../components/autoevaluacion/area/menu.ts';
import { TarjetasCifras } from '../../../../components/autoevaluacion/inicio/tarjetas.tsx';
import { ResultadosPublicados } from '../../../../components/evaluacion/resultado/resultados-publicados.tsx';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../components/shared/seccion.tsx';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { SubsanacionBanner } from '../../../../components/subsanacion/banner.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { listCertificadosCentro } from '../../../../domain/acreditaciones/centro.ts';
import { getInicioAutoevaluacion } from '../../../../domain/autoevaluacion/inicio.ts';
import { listResultadosPublicados } from '../../../../domain/evaluacion/resultado-centro.ts';
import { fechaEs, todayIso } from '../../../../domain/shared/fechas.ts';
import { listarSubsanaciones } from '../../../../domain/subsanacion/lectura.ts';
import { estadosEstandar, inicio as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}` (AE): the self-assessment's home: the percentage met,
 * counts by status (and a bar chart of them), deadlines with days left, and the latest
 * changes to standards and evidences. Figures come from cifrasDe (one function). Once the
 * project has a published result or a certificate, they show first: a link to each result (the
 * evaluation area's home) and the certificates with their CSV.
 */
export default async function AutoevaluacionInicio(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const [{ autoevaluacion: a, plazos, recientes }, resultados, certificados, rondas] = await Promise.all([
    getInicioAutoevaluacion(ctx, id),
    listResultadosPublicados(ctx, id),
    listCertificadosCentro(ctx, id),
    listarSubsanaciones(ctx, id),
  ]);
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
      <SubsanacionBanner rondas={rondas.Registros} hoy={todayIso(ctx.clock.now())} />
      <ResultadosPublicados resultados={resultados} />
      <CertificadosCentro certificados={certificados} />
      <div className="grid gap-6 md:grid-cols-2">
        <TarjetasCifras cifras={a} plazos={plazos} textos={t} />
        <Seccion
          id="inicio-recientes"
          titulo={t.recientes}
          className="grid content-start gap-2 rounded-lg border border-slate-200 p-4"
          tituloLg
        >
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
        </Seccion>
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
