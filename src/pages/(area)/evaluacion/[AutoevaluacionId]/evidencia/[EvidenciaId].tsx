import { CabeceraEvidencia } from '../../../../../components/autoevaluacion/evid/cabecera-evidencia.tsx';
import { TONO_ESTADO } from '../../../../../components/autoevaluacion/evid/estado.ts';
import { PruebaForm } from '../../../../../components/autoevaluacion/evid/prueba-form.tsx';
import { ValoracionForm } from '../../../../../components/autoevaluacion/evid/valoracion-form.tsx';
import { camposVeredicto } from '../../../../../components/autoevaluacion/veredicto.ts';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../../components/shared/seccion.tsx';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { StatusTag } from '../../../../../components/ui/tag.tsx';
import { getEvidenciaEvaluada } from '../../../../../domain/evaluacion/evidencia.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { evidenciasUi, evidenciaUi } from '../../../../../i18n/autoevaluacion-evid.ts';
import { evaluacionEstandar, evaluacionEvidencia as t, veredictosEvaluacion } from '../../../../../i18n/evaluacion-area.ts';
import { pageAreaEvaluacion } from '../../../../../platform/page-area-evaluacion.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { orNotFound } from '../../../../../platform/page-not-found.ts';

/**
 * `/evaluacion/{AutoevaluacionId}/evidencia/{EvidenciaId}` (AE_APORTACION, evaluation team):
 * what the centre recorded for the evidence (status, justification, its tests answered with
 * their files; read-only, from the self-assessment the evaluation judges) and the
 * evaluation's own verdict and comment, saved with the version read through the team's PATCH.
 */
export default async function EvidenciaEvaluacionPage(props: {
  path: string;
  query?: string;
  AutoevaluacionId: string;
  EvidenciaId: string;
}) {
  const actor = await guardPage(props.path, props.query);
  const id = idDe(props.AutoevaluacionId);
  const acceso = await pageAreaEvaluacion(id);
  if (!('area' in acceso) || !acceso.area.EquipoEvaluacion) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  const datos = await orNotFound(getEvidenciaEvaluada(ctx, id, idDe(props.EvidenciaId)), [404, 403]);
  if (!datos) return <NotFound />;
  const { contexto, evaluacion: e, centro, centroId } = datos;
  const base = `/evaluacion/${id}`;
  const mod = e.Auditoria.Modificacion;
  return (
    <div key={`evidencia-eva-${id}-${e.Id}`} className="grid max-w-4xl gap-6">
      <CabeceraEvidencia base={base} evidencia={e.Evidencia} estandar={e.Estandar} />

      <Seccion
        id="evidencia-valoracion"
        titulo={t.valoracion}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <ValoracionForm
          autoevaluacionId={id}
          evidenciaId={e.Id}
          {...camposVeredicto(e)}
          readOnly={!contexto.editable}
          opciones={veredictosEvaluacion}
          etiqueta={evaluacionEstandar.comentario}
          etiquetaEstado={evaluacionEstandar.estado}
        />
        {mod ? (
          <p className="text-sm text-slate-700">{evidenciaUi.ultimaModificacion(mod.Nombre ?? '', fechaEs(mod.Fecha))}</p>
        ) : null}
      </Seccion>

      <Seccion id="evidencia-centro" titulo={t.centro} className="grid gap-4 rounded-lg border border-slate-200 p-4">
        {centro && centroId ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-slate-900">
              <span className="font-semibold">{t.estadoCentro}:</span>
              <StatusTag tone={TONO_ESTADO[centro.Estado.Clave] ?? 'neutro'}>
                {evidenciasUi.estadoNombre(centro.Estado.Clave)}
              </StatusTag>
              <StatusTag tone={centro.MinimoAlcanzado ? 'positivo' : 'pendiente'}>
                {centro.MinimoAlcanzado ? evidenciaUi.minimoAlcanzado : evidenciaUi.minimoNoAlcanzado}
              </StatusTag>
            </p>
            <div className="grid gap-1">
              <p className="font-semibold text-slate-900">{t.justificacionCentro}</p>
              <p className="whitespace-pre-wrap text-slate-800" data-testid="justificacion-centro">
                {centro.Justificacion ?? t.sinJustificacion}
              </p>
            </div>
            <h3 className="text-lg font-semibold text-slate-900">{t.pruebas}</h3>
            {centro.Pruebas.length === 0 ? <p className="text-slate-700">{t.sinPruebas}</p> : null}
            {centro.Pruebas.map((p) => (
              <PruebaForm key={p.Id} autoevaluacionId={centroId} proyectoId={contexto.proyectoId} prueba={p} readOnly />
            ))}
          </>
        ) : (
          <p className="text-slate-800">{evaluacionEstandar.sinAutoevaluacion}</p>
        )}
      </Seccion>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
