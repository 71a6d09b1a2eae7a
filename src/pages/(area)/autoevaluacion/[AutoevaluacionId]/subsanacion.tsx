import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { ReenviarButton, RespuestaForm } from '../../../../components/subsanacion/equipo-forms.tsx';
import { HistorialSubsanacion } from '../../../../components/subsanacion/historial.tsx';
import { escribeEnArea } from '../../../../domain/autoevaluacion/area.ts';
import { vencida } from '../../../../domain/autoevaluacion/subsanacion-reglas.ts';
import { AUTOEVALUACION } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { fechaEs, todayIso } from '../../../../domain/shared/fechas.ts';
import { listarSubsanaciones } from '../../../../domain/subsanacion/lectura.ts';
import { subsanacionPaginas as t } from '../../../../i18n/autoevaluacion-subsanacion.ts';
import { pageAreaPagina } from '../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../platform/page-auth.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/subsanacion` (AE): the team's side of the correction
 * round: the standards the evaluation returned with its comments, a link to edit each (the
 * standard page is editable for them while the round is open), the answer to each comment,
 * resubmitting (AE_FIN), and the history of every round.
 */
export default async function SubsanacionEquipoPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const { Registros } = await listarSubsanaciones(ctx, id);
  const abierta = Registros.find((r) => r.Estado === 'ABIERTA' && r.AutoevaluacionId === id);
  const enPlazo = abierta ? !vencida({ fechaLimite: abierta.FechaLimite }, todayIso(ctx.clock.now())) : false;
  const aporta = enPlazo && escribeEnArea(area, 'subsanacion');
  const reenvia = enPlazo && area.Registros.subsanacion === 'write' && puede(area.sujeto, AUTOEVALUACION.fin);
  const enlace = (estandarId: number) => `/autoevaluacion/${id}/estandar/${estandarId}`;
  return (
    <div className="grid gap-6">
      <TituloPagina>{t.titulo}</TituloPagina>
      {abierta ? (
        <section aria-labelledby="subsanacion-abierta" className="grid gap-4 rounded-lg border border-amber-400 bg-amber-50 p-4">
          <h2 id="subsanacion-abierta" className="text-xl font-semibold text-amber-950">
            {t.ronda(abierta.Numero)} · {t.plazo(fechaEs(abierta.FechaLimite))}
          </h2>
          <p className="text-slate-900">{t.equipoIntro}</p>
          <ul className="grid gap-4">
            {abierta.Estandares.map((e) => (
              <li key={e.EstandarId} className="grid gap-2 rounded-md border border-slate-200 bg-white p-3">
                <p className="text-slate-900">
                  <span className="font-semibold">{e.Codigo}</span> {e.Descripcion}
                </p>
                <p className="text-slate-900">
                  <span className="font-semibold">{t.comentarioEvaluador}:</span> {e.Comentario}
                </p>
                {aporta ? (
                  <>
                    <p>
                      <a href={enlace(e.EstandarId)} className="font-semibold text-slate-900 underline">
                        {t.abrirEstandar} {e.Codigo}
                      </a>
                    </p>
                    <RespuestaForm
                      subsanacionId={abierta.Id}
                      estandarId={e.EstandarId}
                      codigo={e.Codigo}
                      version={e.Version}
                      respuesta={e.Respuesta}
                    />
                  </>
                ) : (
                  <p className="text-slate-900">
                    <span className="font-semibold">{t.respuestaEquipo}:</span> {e.Respuesta ?? t.sinRespuesta}
                  </p>
                )}
              </li>
            ))}
          </ul>
          {reenvia ? <ReenviarButton subsanacionId={abierta.Id} /> : null}
        </section>
      ) : (
        <p className="text-slate-800">{t.sinRondaAbierta}</p>
      )}
      <HistorialSubsanacion rondas={Registros} enlace={enlace} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
