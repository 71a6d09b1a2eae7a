import { CertificadosCentro } from '../../../../components/acreditaciones/certificados-centro.tsx';
import { puedeAbrir } from '../../../../components/autoevaluacion/area/menu.ts';
import { TarjetaPlazos, TarjetasCifras } from '../../../../components/autoevaluacion/inicio/tarjetas.tsx';
import { MasPendientes, PENDIENTES_VISIBLES } from '../../../../components/evaluacion/mas-pendientes.tsx';
import { NivelAlcanzado, ResultadoCentroVista } from '../../../../components/evaluacion/resultado/resultado-centro.tsx';
import { PageTitle, TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { listCertificadosCentro } from '../../../../domain/acreditaciones/centro.ts';
import { getPlazosAutoevaluacion } from '../../../../domain/autoevaluacion/inicio.ts';
import { getInicioEvaluacion } from '../../../../domain/evaluacion/inicio.ts';
import { getEvaluacionPublicada } from '../../../../domain/evaluacion/publicada.ts';
import { getResultadoCentro } from '../../../../domain/evaluacion/resultado-centro.ts';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { evaluacionInicio as t } from '../../../../i18n/evaluacion-area.ts';
import { RESULTADOS } from '../../../../i18n/evaluacion-resultado.ts';
import { pageAreaEvaluacion } from '../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/evaluacion/{AutoevaluacionId}` (AE): the evaluation's home. For the evaluation team: the
 * share of applicable standards judged met, how many are judged, counts by status, deadlines
 * (visit, limit) and the standards left to judge, each a link to its page. For the centre's
 * team (AE in the project, not on the evaluation team), this home is where its result is: a
 * note until it is published (src/domain/autoevaluacion/visibilidad-evaluacion.ts decides), then the result
 * with level and figures, the verdict on every standard, the improvement areas and strengths
 * and the report (src/domain/evaluacion/resultado-centro.ts); and the project's certificates
 * once issued, with their CSV (src/domain/acreditaciones/centro.ts). The publication and
 * certificate mails link here.
 */
export default async function EvaluacionInicio(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso)) return <NotFound />;
  const { area } = acceso;
  const ctx = await pageDomainContext(actor);
  const base = `/evaluacion/${id}`;
  if (!area.EquipoEvaluacion) {
    const [plazos, publicada, certificados] = await Promise.all([
      getPlazosAutoevaluacion(ctx, id),
      getEvaluacionPublicada(ctx, id),
      listCertificadosCentro(ctx, id),
    ]);
    const resultado = publicada ? await getResultadoCentro(ctx, id) : null;
    return (
      <div className="grid gap-6">
        <TituloPagina>{t.titulo}</TituloPagina>
        {resultado ? (
          <section aria-labelledby="inicio-resultado" className="grid content-start gap-4">
            <div className="grid gap-1 rounded-lg border border-slate-200 p-4">
              <h2 id="inicio-resultado" className="text-2xl font-semibold text-slate-900">
                {t.resultado(RESULTADOS[resultado.Resultado.Clave] ?? resultado.Resultado.Clave)}
              </h2>
              <p className="text-slate-800">{t.publicada(fechaEs(resultado.FechaPublicacion))}</p>
              <NivelAlcanzado r={resultado} />
            </div>
            <ResultadoCentroVista r={resultado} />
          </section>
        ) : (
          <p className="text-slate-800">{t.enCurso}</p>
        )}
        <CertificadosCentro certificados={certificados} />
        <TarjetaPlazos plazos={plazos} titulo={t.plazos} vacio={t.sinPlazos} />
      </div>
    );
  }
  const { autoevaluacion: a, plazos, pendientes } = await getInicioEvaluacion(ctx, id);
  return (
    <div className="grid gap-6">
      <PageTitle>{t.titulo}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
        {puedeAbrir(area.sujeto, 'progreso', 'evaluacion') ? (
          <Link to={`${base}/progreso`} className={buttonVariants({ variant: 'secondary' })}>
            {t.irTablero}
          </Link>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <TarjetasCifras cifras={a} plazos={plazos} textos={t} />
        <section aria-labelledby="inicio-pendientes" className="grid content-start gap-2 rounded-lg border border-slate-200 p-4">
          <h2 id="inicio-pendientes" className="text-lg font-semibold text-slate-900">
            {t.pendientes} ({pendientes.length})
          </h2>
          {pendientes.length === 0 ? (
            <p className="text-slate-800">{t.sinPendientes}</p>
          ) : (
            <>
              <ul className="grid gap-1 text-sm">
                {pendientes.slice(0, PENDIENTES_VISIBLES).map((e) => (
                  <li key={e.EstandarId} className="text-slate-800">
                    <Link to={`${base}/estandar/${e.EstandarId}`} className="font-semibold text-slate-900 underline">
                      {e.Estandar.Codigo}
                    </Link>{' '}
                    {e.Estandar.Descripcion}
                  </li>
                ))}
              </ul>
              <MasPendientes base={base} total={pendientes.length} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
