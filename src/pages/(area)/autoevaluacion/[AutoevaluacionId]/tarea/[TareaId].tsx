import { PageTitle } from '../../../../../components/page/page-title.tsx';
import { PlanCabecera } from '../../../../../components/planificacion/plan-cabecera.tsx';
import { TareaEtiquetas } from '../../../../../components/planificacion/tarea-etiquetas.tsx';
import { TareaForm } from '../../../../../components/planificacion/tarea-form.tsx';
import { TareaObservaciones } from '../../../../../components/planificacion/tarea-observaciones.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { Seccion } from '../../../../../components/shared/seccion.tsx';
import { NotFound } from '../../../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../../../components/ui/api-action.tsx';
import { StatusTag } from '../../../../../components/ui/tag.tsx';
import { isAppError } from '../../../../../domain/errors.ts';
import { getTarea } from '../../../../../domain/planificacion/lectura.ts';
import { opcionesPlan } from '../../../../../domain/planificacion/opciones.ts';
import { fechaEs } from '../../../../../domain/shared/fechas.ts';
import { tareasUi as t } from '../../../../../i18n/autoevaluacion-plan.ts';
import { guardPage } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

const TONO = { PTE: 'pendiente', FIN: 'positivo', RET: 'negativo' } as const;

/**
 * `/autoevaluacion/{id}/tarea/{TareaId}` (AE_APORTACION): the task's fields, tags and
 * observations; delete asks first. Read-only (saying why) once the self-assessment is closed.
 */
export default async function TareaPage(props: { path: string; query?: string; AutoevaluacionId: string; TareaId: string }) {
  const actor = await guardPage(props.path, props.query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(props.AutoevaluacionId);
  try {
    const tarea = await getTarea(ctx, idDe(props.TareaId));
    // A task id under another self-assessment's path: as if it were not there.
    if (tarea.AutoevaluacionId !== id) return <NotFound />;
    const o = await opcionesPlan(ctx, id);
    return (
      <div key={`tarea-${tarea.Id}`} className="grid max-w-3xl gap-6">
        <PageTitle>{`${t.editar}: ${tarea.Titulo}`}</PageTitle>
        <PlanCabecera
          autoevaluacionId={id}
          titulo={tarea.Titulo}
          actual="tarea"
          editable={o.editable}
          soloLectura={o.soloLectura}
        />
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          <StatusTag tone={TONO[tarea.Estado.Clave]}>{tarea.Estado.Nombre}</StatusTag>
          <span>
            {t.columnas.fechaLimite}: {fechaEs(tarea.FechaLimite)}
          </span>
        </p>
        {o.editable ? (
          <Seccion id="tarea-datos" titulo={t.editar} className="grid gap-3">
            <TareaForm autoevaluacionId={id} tarea={tarea} estandares={o.estandares} responsables={o.responsables} />
          </Seccion>
        ) : (
          <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{t.campos.descripcion}</dt>
            <dd className="whitespace-pre-wrap">{tarea.Descripcion ?? '—'}</dd>
            <dt className="font-semibold">{t.campos.responsable}</dt>
            <dd>{tarea.Responsable?.NombreCompleto ?? '—'}</dd>
            <dt className="font-semibold">{t.campos.estandar}</dt>
            <dd>{tarea.Estandar ? `${tarea.Estandar.Codigo} · ${tarea.Estandar.Descripcion}` : '—'}</dd>
          </dl>
        )}
        <Seccion id="tarea-etiquetas" titulo={t.etiquetas.titulo} className="grid gap-3">
          <TareaEtiquetas
            tareaId={tarea.Id}
            disponibles={o.etiquetas}
            actuales={tarea.Etiquetas.map((e) => e.Id)}
            editable={o.editable}
          />
        </Seccion>
        <section aria-labelledby="tarea-observaciones" className="grid gap-3">
          <h2 id="tarea-observaciones" className="text-xl font-semibold text-slate-900">
            {t.observaciones.titulo} <span className="text-base font-normal text-slate-700">({tarea.Observaciones.length})</span>
          </h2>
          <TareaObservaciones tareaId={tarea.Id} registros={tarea.Observaciones} editable={o.editable} />
        </section>
        {o.editable ? (
          <div>
            <DeleteButton
              path={`/autoevaluaciones/tareas/${tarea.Id}`}
              label={t.eliminar}
              redirectTo={`/autoevaluacion/${id}/tareas`}
            />
          </div>
        ) : null}
      </div>
    );
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
