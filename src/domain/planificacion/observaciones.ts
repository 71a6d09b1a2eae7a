import { tareas } from '../../db/schema/autoevaluacion.ts';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import { requireContribucion } from '../autoevaluacion/contribucion.ts';
import type { DomainContext } from '../context.ts';
import { insertObservacion, loadObservacion, removeObservacion, saveObservacion } from '../shared/observaciones.ts';
import { gateFor, OBSERVACIONES_TAREA } from './carga.ts';
import { contribucionEnTarea } from './escritura.ts';
import type { TareaObservacionInput } from './schema.ts';

// Observations on a task (autoevaluacionTareaObservacion): a contribution like any other, so
// they go through requireContribucion and are recorded against the task in the audit trail.

/** POST autoevaluaciones/tareas/{tareaId}/observaciones. */
export async function createObservacionTarea(ctx: DomainContext, tareaId: number, input: TareaObservacionInput) {
  const { acceso } = await contribucionEnTarea(ctx, tareaId);
  return insertObservacion(ctx, OBSERVACIONES_TAREA, {
    actor: acceso.actor,
    propietarioId: tareaId,
    fila: { tareaId },
    observacion: input.observacion,
  });
}

/** The observation (404 when not of this instance) once its task's self-assessment takes contributions. */
async function contribucionEnObservacion(ctx: DomainContext, id: number) {
  const obs = await loadObservacion(ctx, OBSERVACIONES_TAREA, id, {
    notFound: t.observacionNoExiste,
    extra: { autoevaluacionId: tareas.autoevaluacionId },
  });
  const acceso = await gateFor(() => requireContribucion(ctx, obs.autoevaluacionId, 'tareas'), t.observacionNoExiste);
  return { obs, acceso };
}

/** PUT autoevaluaciones/tareas/observaciones/{id}. */
export async function updateObservacionTarea(ctx: DomainContext, id: number, input: TareaObservacionInput) {
  const { obs, acceso } = await contribucionEnObservacion(ctx, id);
  return saveObservacion(ctx, OBSERVACIONES_TAREA, acceso.actor, obs, input.observacion);
}

/** DELETE autoevaluaciones/tareas/observaciones/{id}. */
export async function removeObservacionTarea(ctx: DomainContext, id: number): Promise<void> {
  const { obs } = await contribucionEnObservacion(ctx, id);
  await removeObservacion(ctx, OBSERVACIONES_TAREA, obs);
}
