import { CicloAnteriorEstandar } from '../../../../../components/autoevaluacion/estandar/ciclo-anterior.tsx';
import { EtiquetasEstandar } from '../../../../../components/autoevaluacion/estandar/etiquetas-estandar.tsx';
import { ObservacionesEstandar } from '../../../../../components/autoevaluacion/estandar/observaciones-estandar.tsx';
import { VeredictoForm } from '../../../../../components/autoevaluacion/estandar/veredicto-form.tsx';
import { SeccionTarjeta } from '../../../../../components/autoevaluacion/inicio/tarjetas.tsx';
import { PageTitle } from '../../../../../components/page/page-title.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { HistorialSubsanacion } from '../../../../../components/subsanacion/historial.tsx';
import { buttonVariants } from '../../../../../components/ui/button.tsx';
import { Link } from '../../../../../components/ui/router.tsx';
import { ColorTag, StatusTag } from '../../../../../components/ui/tag.tsx';
import { escribeEnArea } from '../../../../../domain/autoevaluacion/area.ts';
import { getVerdictoAnterior } from '../../../../../domain/autoevaluacion/ciclo-anterior.ts';
import { type FichaEstandar, getFichaEstandar } from '../../../../../domain/autoevaluacion/estandar-ficha.ts';
import { listObservacionesEstandar } from '../../../../../domain/autoevaluacion/estandares-observaciones.ts';
import { listEtiquetasAutoevaluacion } from '../../../../../domain/autoevaluacion/etiquetas.ts';
import { editableEnRonda } from '../../../../../domain/autoevaluacion/subsanacion-ronda.ts';
import { isAppError } from '../../../../../domain/errors.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { estadosEstandar, estandaresUi, estandarUi as t } from '../../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../../platform/page-area.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';
import { loadRondasVisibles } from '../../../../../platform/page-subsanacion.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/estandar/{EstandarId}` (AE_APORTACION): a standard of
 * the manual as the team works it: its verdict (status, justification; version-checked),
 * assignees, own tags, observations, the evidences and whether the manual's minimum is met,
 * and a link to the next standard. Read-only once contributions stop.
 */
export default async function EstandarAutoevaluacionPage(props: { path: string; AutoevaluacionId: string; EstandarId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  const estandarId = idDe(props.EstandarId);
  const acceso = await pageArea(id);
  if (!('area' in acceso)) return <NotFound />;
  const { area } = acceso;
  const ctx = await pageDomainContext(actor);
  let ficha: FichaEstandar;
  try {
    ficha = await getFichaEstandar(ctx, id, estandarId);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const [observaciones, etiquetas, anterior] = await Promise.all([
    listObservacionesEstandar(ctx, id, estandarId),
    listEtiquetasAutoevaluacion(ctx, id, 'EST'),
    getVerdictoAnterior(ctx, id, estandarId),
  ]);
  const e = ficha.estandar;
  // During a correction round the returned standards take changes again (src/domain/subsanacion/).
  const abierta = area.SoloLectura === null || (await editableEnRonda(ctx, { id, estadoClave: area.Estado.Clave }, estandarId));
  const editable = abierta && escribeEnArea(area, 'estandares');
  const base = `/autoevaluacion/${id}`;
  const mod = e.Auditoria.Modificacion;
  return (
    <div key={`estandar-${id}-${estandarId}`} className="grid gap-6">
      <PageTitle>{t.titulo(e.Estandar.Codigo)}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo(e.Estandar.Codigo)}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/estandares`} className={buttonVariants({ variant: 'ghost' })}>
            {t.volver}
          </Link>
          {ficha.siguiente ? (
            <Link to={`${base}/estandar/${ficha.siguiente.EstandarId}`} className={buttonVariants({ variant: 'secondary' })}>
              {t.siguiente(ficha.siguiente.Codigo)}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <ColorTag color={e.Estandar.Bloque.Color}>
            {[e.Estandar.Bloque.Codigo, e.Estandar.Bloque.Nombre].filter(Boolean).join(' ')}
          </ColorTag>
          {e.Estandar.Esencial ? <StatusTag tone="negativo">{estandaresUi.esencial}</StatusTag> : null}
          <StatusTag tone={e.Estado.Color ?? 'neutro'}>{e.Estado.Nombre}</StatusTag>
        </p>
        <p className="text-lg text-slate-900">{e.Estandar.Descripcion}</p>
        {ficha.proposito ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t.proposito}:</span> {ficha.proposito}
          </p>
        ) : null}
        {ficha.observacionesManual ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t.observacionesManual}:</span> {ficha.observacionesManual}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SeccionTarjeta id="ficha-veredicto" titulo={t.veredicto}>
          <VeredictoForm
            key={e.Version}
            autoevaluacionId={id}
            estandarId={estandarId}
            estado={e.Estado.Clave}
            justificacion={e.Justificacion}
            version={e.Version}
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
      <SeccionTarjeta id="ficha-observaciones" titulo={t.observaciones}>
        <ObservacionesEstandar autoevaluacionId={id} estandarId={estandarId} registros={observaciones} editable={editable} />
      </SeccionTarjeta>
      <HistorialSubsanacion rondas={await loadRondasVisibles(ctx, id, estandarId)} estandarId={estandarId} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
