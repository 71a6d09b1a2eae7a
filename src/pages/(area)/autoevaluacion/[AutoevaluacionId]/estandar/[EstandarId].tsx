import { CabeceraEstandar } from '../../../../../components/autoevaluacion/estandar/cabecera-estandar.tsx';
import { CicloAnteriorEstandar } from '../../../../../components/autoevaluacion/estandar/ciclo-anterior.tsx';
import { EtiquetasEstandar } from '../../../../../components/autoevaluacion/estandar/etiquetas-estandar.tsx';
import { PieEstandar } from '../../../../../components/autoevaluacion/estandar/pie-estandar.tsx';
import { VeredictoForm } from '../../../../../components/autoevaluacion/estandar/veredicto-form.tsx';
import { SeccionTarjeta } from '../../../../../components/autoevaluacion/inicio/tarjetas.tsx';
import { camposVeredicto } from '../../../../../components/autoevaluacion/veredicto.ts';
import { PreguntasEstandar } from '../../../../../components/mensajes/preguntas-estandar.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { Link } from '../../../../../components/ui/router.tsx';
import { StatusTag } from '../../../../../components/ui/tag.tsx';
import { escribeEnArea } from '../../../../../domain/autoevaluacion/area.ts';
import { getVerdictoAnterior } from '../../../../../domain/autoevaluacion/ciclo-anterior.ts';
import { getFichaEstandar } from '../../../../../domain/autoevaluacion/estandar-ficha.ts';
import { listObservacionesEstandar } from '../../../../../domain/autoevaluacion/estandares-observaciones.ts';
import { listEtiquetasAutoevaluacion } from '../../../../../domain/autoevaluacion/etiquetas.ts';
import { editableEnRonda } from '../../../../../domain/autoevaluacion/subsanacion-ronda.ts';
import { listHilos } from '../../../../../domain/mensajes/lectura.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { estadosEstandar, estandarUi as t } from '../../../../../i18n/autoevaluacion-area.ts';
import { pageAreaPagina } from '../../../../../platform/page-area-pagina.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { orNotFound } from '../../../../../platform/page-not-found.ts';
import { loadRondasVisibles } from '../../../../../platform/page-subsanacion.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/estandar/{EstandarId}` (AE_APORTACION): a standard of
 * the manual as the team works it: its verdict (status, justification; version-checked),
 * assignees, own tags, observations, the evidences and whether the manual's minimum is met,
 * and a link to the next standard. Read-only once contributions stop.
 */
export default async function EstandarAutoevaluacionPage(props: { path: string; AutoevaluacionId: string; EstandarId: string }) {
  const actor = await guardPage(props.path);
  const estandarId = idDe(props.EstandarId);
  const pagina = await pageAreaPagina(actor, idDe(props.AutoevaluacionId));
  if (!pagina) return <NotFound />;
  const { id, area, ctx } = pagina;
  const ficha = await orNotFound(getFichaEstandar(ctx, id, estandarId));
  if (!ficha) return <NotFound />;
  const [observaciones, etiquetas, anterior, preguntas] = await Promise.all([
    listObservacionesEstandar(ctx, id, estandarId),
    listEtiquetasAutoevaluacion(ctx, id, 'EST'),
    getVerdictoAnterior(ctx, id, estandarId),
    // The project's questions to the agency about this standard: only for who sees its threads.
    orNotFound(listHilos(ctx, { proyectoId: area.Proyecto.Id, estandarId }, { pagina: 1, registrosPorPagina: 20 }), [403, 404]),
  ]);
  const e = ficha.estandar;
  // During a correction round the returned standards take changes again (src/domain/subsanacion/).
  const abierta = area.SoloLectura === null || (await editableEnRonda(ctx, { id, estadoClave: area.Estado.Clave }, estandarId));
  const editable = abierta && escribeEnArea(area, 'estandares');
  const base = `/autoevaluacion/${id}`;
  const mod = e.Auditoria.Modificacion;
  return (
    <div key={`estandar-${id}-${estandarId}`} className="grid gap-6">
      <CabeceraEstandar
        base={base}
        estandar={e.Estandar}
        siguiente={ficha.siguiente}
        textos={t}
        estado={<StatusTag tone={e.Estado.Color ?? 'neutro'}>{e.Estado.Nombre}</StatusTag>}
        proposito={ficha.proposito}
      >
        {ficha.observacionesManual ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t.observacionesManual}:</span> {ficha.observacionesManual}
          </p>
        ) : null}
      </CabeceraEstandar>
      <div className="grid gap-6 lg:grid-cols-2">
        <SeccionTarjeta id="ficha-veredicto" titulo={t.veredicto}>
          <VeredictoForm
            key={e.Version}
            autoevaluacionId={id}
            estandarId={estandarId}
            {...camposVeredicto(e)}
            editable={editable}
          />
          {mod ? (
            <p className="text-sm text-slate-700">
              {t.ultimaModificacion(fechaEs(mod.Fecha), mod.Nombre, e.Auditoria.CicloAnterior)}
            </p>
          ) : null}
        </SeccionTarjeta>
        {anterior ? <CicloAnteriorEstandar anterior={anterior} estandarId={estandarId} /> : null}
        <SeccionTarjeta id="ficha-minimos" titulo={t.minimos}>
          <p className="flex flex-wrap items-center gap-2 text-slate-900">
            {t.minimoEstandar(ficha.cumplidas, e.Estandar.Minimo)}
            <StatusTag tone={ficha.alcanzaMinimo ? 'positivo' : 'negativo'}>
              {ficha.alcanzaMinimo ? t.cumpleMinimo : t.noCumpleMinimo}
            </StatusTag>
          </p>
          <ul className="grid gap-1 text-sm">
            {ficha.evidencias.map((ev) => (
              <li key={ev.Id} className="text-slate-800">
                <Link to={`${base}/evidencia/${ev.Id}`} className="font-semibold text-slate-900 underline">
                  {ev.Codigo}
                </Link>{' '}
                {ev.Descripcion} · {ev.Aplica ? (estadosEstandar[ev.EstadoClave] ?? ev.EstadoClave) : estadosEstandar.NA} ·{' '}
                {ev.Cuenta ? t.evidenciaCumplida : t.evidenciaNoCumplida}
              </li>
            ))}
          </ul>
        </SeccionTarjeta>
        <SeccionTarjeta id="ficha-asignados" titulo={t.asignados}>
          {e.Usuarios.length === 0 ? (
            <p className="text-slate-800">{t.sinAsignados}</p>
          ) : (
            <ul className="grid gap-1">
              {e.Usuarios.map((u) => (
                <li key={u.Id} className="text-slate-900">
                  {u.NombreCompleto}
                </li>
              ))}
            </ul>
          )}
        </SeccionTarjeta>
        <SeccionTarjeta id="ficha-etiquetas" titulo={t.etiquetas}>
          <EtiquetasEstandar
            key={e.Etiquetas.map((x) => x.Id).join(',')}
            autoevaluacionId={id}
            estandarId={estandarId}
            todas={etiquetas}
            puestas={e.Etiquetas.map((x) => x.Id)}
            editable={editable}
          />
        </SeccionTarjeta>
      </div>
      {preguntas ? (
        <PreguntasEstandar
          hilos={preguntas.records}
          hiloBase={`${base}/hilo/`}
          preguntarHref={`${base}/mensaje?estandarId=${estandarId}`}
        />
      ) : null}
      <PieEstandar
        autoevaluacionId={id}
        estandarId={estandarId}
        observaciones={observaciones}
        editable={editable}
        rondas={await loadRondasVisibles(ctx, id, estandarId)}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
