import { InformeForm } from '../../../../components/evaluacion/resultado/informe-form.tsx';
import { PublicarButton } from '../../../../components/evaluacion/resultado/publicar-button.tsx';
import {
  CifrasResultado,
  FaltasResultado,
  InformeResultado,
  NivelesProceso,
} from '../../../../components/evaluacion/resultado/secciones.tsx';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { FormMessage } from '../../../../components/ui/form-controls.tsx';
import { isAppError } from '../../../../domain/errors.ts';
import { getResultadoEvaluacion, type ResultadoEvaluacion } from '../../../../domain/evaluacion/resultado.ts';
import { fechaEs } from '../../../../domain/shared/fechas.ts';
import { RESULTADOS, resultadoUi as t } from '../../../../i18n/evaluacion-resultado.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/resultado` (INF_EVAL): the evaluation's figures by essential
 * and non-essential standards, the level they reach, what is missing to publish, the report
 * and, for the head of evaluation, its upload and the publish button (with confirmation).
 * Read-only once published. The evaluation area's layout frames it (menu entry "resultado").
 */
export default async function ResultadoPage(props: { path: string; query?: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  let r: ResultadoEvaluacion;
  try {
    r = await getResultadoEvaluacion(ctx, id);
  } catch (err) {
    if (isAppError(err) && (err.status === 404 || err.status === 403)) return <NotFound />;
    throw err;
  }
  const resultado = RESULTADOS[r.Resultado.Clave] ?? r.Resultado.Clave;
  return (
    <section aria-labelledby="resultado-titulo" className="grid max-w-4xl gap-6">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 id="resultado-titulo" className="text-3xl font-bold text-slate-900">
        {t.titulo}
      </h1>
      {!r.EsEvaluacion ? <FormMessage kind="info">{t.noEsEvaluacion}</FormMessage> : null}
      {r.Resultado.Publicado ? <FormMessage kind="success">{t.publicada(fechaEs(r.FechaPublicacion))}</FormMessage> : null}
      <p className="text-slate-800">{t.intro}</p>
      <CifrasResultado r={r} />
      <NivelesProceso niveles={r.Niveles} />
      {r.Resultado.Publicado ? null : <FaltasResultado id={id} faltas={r.Faltas} />}
      <InformeResultado fichero={r.FicheroInforme}>
        {r.PuedePublicar ? <InformeForm autoevaluacionId={id} hayInforme={r.FicheroInforme !== null} /> : null}
      </InformeResultado>
      {r.PuedePublicar && r.Faltas.PuedePublicar ? (
        <PublicarButton autoevaluacionId={id} resultado={resultado} nivel={r.Nivel?.Nombre ?? null} />
      ) : null}
      {!r.PuedePublicar && !r.SoloLectura && r.EsEvaluacion ? <p className="text-slate-700">{t.soloJefe}</p> : null}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
