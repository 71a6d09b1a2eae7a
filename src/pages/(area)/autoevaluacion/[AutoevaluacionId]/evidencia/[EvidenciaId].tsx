import { Lock } from 'lucide-react';
import { AvisoSoloLectura } from '../../../../../components/autoevaluacion/evid/aviso-solo-lectura.tsx';
import { CabeceraEvidencia } from '../../../../../components/autoevaluacion/evid/cabecera-evidencia.tsx';
import { TONO_ESTADO } from '../../../../../components/autoevaluacion/evid/estado.ts';
import { PruebaForm } from '../../../../../components/autoevaluacion/evid/prueba-form.tsx';
import { ValoracionForm } from '../../../../../components/autoevaluacion/evid/valoracion-form.tsx';
import { camposVeredicto } from '../../../../../components/autoevaluacion/veredicto.ts';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../../components/shared/seccion.tsx';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../../../components/ui/button.tsx';
import { Link } from '../../../../../components/ui/router.tsx';
import { StatusTag } from '../../../../../components/ui/tag.tsx';
import { escribeEnArea } from '../../../../../domain/autoevaluacion/area.ts';
import { getContextoEvidencias } from '../../../../../domain/autoevaluacion/evidencias-pagina.ts';
import { getEvidenciaDetalle } from '../../../../../domain/autoevaluacion/pruebas.ts';
import { editableEnRonda } from '../../../../../domain/autoevaluacion/subsanacion-ronda.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { evidenciasUi, evidenciaUi as t } from '../../../../../i18n/autoevaluacion-evid.ts';
import { pageArea } from '../../../../../platform/page-area.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { orNotFound } from '../../../../../platform/page-not-found.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/evidencia/{EvidenciaId}` (AE_APORTACION): the team's
 * verdict on an evidence, its tests answered as forms with their files, and its improvement
 * areas and strengths. Read-only, saying why, once the self-assessment takes no contributions
 * (or for those who may only read it, or while the evidence is locked).
 */
export default async function EvidenciaPage(props: {
  path: string;
  query?: string;
  AutoevaluacionId: string;
  EvidenciaId: string;
}) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  const evidenciaId = idDe(props.EvidenciaId);
  const leidos = await orNotFound(
    Promise.all([getContextoEvidencias(ctx, id), getEvidenciaDetalle(ctx, id, evidenciaId)]),
    [404, 403],
  );
  if (!leidos) return <NotFound />;
  const [contexto, e] = leidos;
  const base = `/autoevaluacion/${id}`;
  // During a correction round the returned standards' evidences and tests take changes again.
  const area = await pageArea(id);
  const editable =
    contexto.editable ||
    ('area' in area &&
      escribeEnArea(area.area, 'evidencias') &&
      (await editableEnRonda(ctx, { id, estadoClave: area.area.Estado.Clave }, e.Estandar.Id)));
  const readOnly = !editable || e.Bloqueado;
  const mod = e.Auditoria.Modificacion;
  return (
    <div key={`evidencia-${id}-${e.Id}`} className="grid max-w-4xl gap-6">
      <CabeceraEvidencia base={base} evidencia={e.Evidencia} estandar={e.Estandar} />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusTag tone={TONO_ESTADO[e.Estado.Clave] ?? 'neutro'}>{evidenciasUi.estadoNombre(e.Estado.Clave)}</StatusTag>
        {e.Evidencia.Esencial ? <StatusTag tone="neutro">{t.esencial}</StatusTag> : null}
        {e.Bloqueado ? (
          <StatusTag tone="neutro">
            <Lock aria-hidden="true" className="mr-1 h-3 w-3" />
            {evidenciasUi.bloqueada}
          </StatusTag>
        ) : null}
        <span className="text-slate-700">{t.minimo(e.Evidencia.Minimo)}</span>
        <StatusTag tone={e.MinimoAlcanzado ? 'positivo' : 'pendiente'}>
          {e.MinimoAlcanzado ? t.minimoAlcanzado : t.minimoNoAlcanzado}
        </StatusTag>
      </div>
      {editable ? null : <AvisoSoloLectura motivo={contexto.soloLectura} />}

      <Seccion
        id="evidencia-valoracion"
        titulo={t.valoracion}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <ValoracionForm autoevaluacionId={id} evidenciaId={e.Id} {...camposVeredicto(e)} readOnly={readOnly} />
        {mod ? (
          <p className="text-sm text-slate-700">
            {t.ultimaModificacion(mod.Nombre ?? '', fechaEs(mod.Fecha), e.Auditoria.CicloAnterior)}
          </p>
        ) : null}
      </Seccion>

      <Seccion id="evidencia-pruebas" titulo={t.pruebas} className="grid gap-4">
        {e.Pruebas.length === 0 ? <p className="text-slate-700">{t.sinPruebas}</p> : null}
        {e.Pruebas.map((p) => (
          <PruebaForm key={p.Id} autoevaluacionId={id} proyectoId={contexto.proyectoId} prueba={p} readOnly={!editable} />
        ))}
      </Seccion>

      <Seccion id="evidencia-mejoras" titulo={t.mejoras} className="grid gap-2">
        <p className="text-slate-800">{evidenciasUi.contadores(e.NumeroAreasMejora, e.NumeroFortalezas)}</p>
        <p>
          <Link to={`${base}/areasMejora?evidenciaId=${e.Id}`} className={buttonVariants({ variant: 'secondary' })}>
            {t.irMejoras}
          </Link>
        </p>
      </Seccion>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
