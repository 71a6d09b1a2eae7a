import { CabeceraEstandar } from '../../../../../components/autoevaluacion/estandar/cabecera-estandar.tsx';
import { PieEstandar } from '../../../../../components/autoevaluacion/estandar/pie-estandar.tsx';
import { VeredictoForm } from '../../../../../components/autoevaluacion/estandar/veredicto-form.tsx';
import { SeccionTarjeta } from '../../../../../components/autoevaluacion/inicio/tarjetas.tsx';
import { camposVeredicto } from '../../../../../components/autoevaluacion/veredicto.ts';
import { GuiasEvaluacion } from '../../../../../components/evaluacion/estandar/guias-evaluacion.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { Link } from '../../../../../components/ui/router.tsx';
import { StatusTag } from '../../../../../components/ui/tag.tsx';
import { escribeEnArea } from '../../../../../domain/autoevaluacion/area.ts';
import { listObservacionesEstandar } from '../../../../../domain/autoevaluacion/estandares-observaciones.ts';
import { getEstandarEvaluado } from '../../../../../domain/evaluacion/estandar.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { estadosEstandar, estandarUi } from '../../../../../i18n/autoevaluacion-area.ts';
import { guiasUi, evaluacionEstandar as t, veredictosEvaluacion } from '../../../../../i18n/evaluacion-area.ts';
import { pageEquipoEvaluacionPagina } from '../../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { orNotFound } from '../../../../../platform/page-not-found.ts';
import { loadRondasVisibles } from '../../../../../platform/page-subsanacion.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/estandar/{EstandarId}` (AE_APORTACION, evaluation team): the
 * centre's work on the standard (status, justification, evidences; read-only, from the
 * self-assessment the evaluation judges) beside the evaluation's verdict (met, not met, not
 * applicable) and comment, saved with the version read through the team's PATCH; the
 * evaluation team's comments; the manual's evaluation guides, which turn into proposed
 * improvement areas or strengths; and the proposals already made for the standard.
 */
export default async function EstandarEvaluacionPage(props: { path: string; AutoevaluacionId: string; EstandarId: string }) {
  const actor = await guardPage(props.path);
  const estandarId = idDe(props.EstandarId);
  const pagina = await pageEquipoEvaluacionPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const datos = await orNotFound(getEstandarEvaluado(ctx, id, estandarId), [404, 403]);
  if (!datos) return <NotFound />;
  const observaciones = await listObservacionesEstandar(ctx, id, estandarId);
  const { evaluacion: ficha, centro, propuestas } = datos;
  const e = ficha.estandar;
  const editable = area.SoloLectura === null && escribeEnArea(area, 'veredictos');
  const base = `/evaluacion/${id}`;
  const mod = e.Auditoria.Modificacion;
  const propuestasTodas = [
    ...propuestas.areasMejora.map((m) => ({ ...m, tipo: guiasUi.areaMejora })),
    ...propuestas.fortalezas.map((m) => ({ ...m, tipo: guiasUi.fortaleza })),
  ];
  return (
    <div key={`estandar-eva-${id}-${estandarId}`} className="grid gap-6">
      <CabeceraEstandar base={base} estandar={e.Estandar} siguiente={ficha.siguiente} textos={t} proposito={ficha.proposito} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SeccionTarjeta id="centro" titulo={t.solicitante}>
          {centro ? (
            <>
              <p className="flex flex-wrap items-center gap-2 text-slate-900">
                <span className="font-semibold">{t.estadoCentro}:</span>
                <StatusTag tone={centro.estandar.Estado.Color ?? 'neutro'}>{centro.estandar.Estado.Nombre}</StatusTag>
              </p>
              <div className="grid gap-1">
                <p className="font-semibold text-slate-900">{t.justificacionCentro}</p>
                <p className="whitespace-pre-wrap text-slate-800" data-testid="justificacion-centro">
                  {centro.estandar.Justificacion ?? t.sinJustificacion}
                </p>
              </div>
              <div className="grid gap-1">
                <p className="font-semibold text-slate-900">{t.evidenciasCentro}</p>
                <p className="text-sm text-slate-800">
                  {estandarUi.minimoEstandar(centro.cumplidas, centro.estandar.Estandar.Minimo)}
                </p>
                <ul className="grid gap-1 text-sm">
                  {centro.evidencias.map((ev) => (
                    <li key={ev.Id} className="text-slate-800">
                      <Link to={`${base}/evidencia/${ev.Id}`} className="font-semibold text-slate-900 underline">
                        {ev.Codigo}
                      </Link>{' '}
                      {ev.Descripcion} · {ev.Aplica ? (estadosEstandar[ev.EstadoClave] ?? ev.EstadoClave) : estadosEstandar.NA}
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : (
            <p className="text-slate-800">{t.sinAutoevaluacion}</p>
          )}
        </SeccionTarjeta>
        <SeccionTarjeta id="veredicto-evaluacion" titulo={t.veredicto}>
          <VeredictoForm
            key={e.Version}
            autoevaluacionId={id}
            estandarId={estandarId}
            {...camposVeredicto(e)}
            editable={editable}
            opciones={veredictosEvaluacion}
            textos={{ estado: t.estado, justificacion: t.comentario }}
          />
          {mod ? <p className="text-sm text-slate-700">{t.ultimaModificacion(fechaEs(mod.Fecha), mod.Nombre)}</p> : null}
        </SeccionTarjeta>
      </div>
      <SeccionTarjeta id="guias" titulo={t.guias}>
        <GuiasEvaluacion
          evaluacionId={id}
          estandarId={estandarId}
          guias={datos.guias}
          editable={editable}
          sinGuias={t.sinGuias}
          veredicto={
            e.Version > 0
              ? {
                  estado: e.Estado.Clave,
                  nombre: veredictosEvaluacion[e.Estado.Clave as keyof typeof veredictosEvaluacion] ?? e.Estado.Nombre,
                  comentario: e.Justificacion,
                }
              : null
          }
        />
        <h3 className="mt-2 font-semibold text-slate-900">{guiasUi.propuestas}</h3>
        {propuestasTodas.length === 0 ? (
          <p className="text-slate-800">{guiasUi.sinPropuestas}</p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="propuestas">
            {propuestasTodas.map((m) => (
              <li key={`${m.tipo}-${m.Id}`} className="text-slate-800">
                <span className="font-semibold text-slate-900">{m.tipo}:</span> {m.Descripcion}
              </li>
            ))}
          </ul>
        )}
      </SeccionTarjeta>
      <PieEstandar
        autoevaluacionId={id}
        estandarId={estandarId}
        observaciones={observaciones}
        editable={editable}
        rondas={await loadRondasVisibles(ctx, id, estandarId)}
        raiz="evaluacion"
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
