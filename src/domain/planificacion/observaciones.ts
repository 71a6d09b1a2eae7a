import { eq } from 'drizzle-orm';
import { tareaObservaciones } from '../../db/schema/autoevaluacion.ts';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe } from '../auditoria/registro.ts';
import { requireContribucion } from '../autoevaluacion/contribucion.ts';
import type { DomainContext } from '../context.ts';
import { gateFor, loadObservacion } from './carga.ts';
import { contribucionEnTarea } from './escritura.ts';
import type { TareaObservacionInput } from './schema.ts';

// Observations on a task (autoevaluacionTareaObservacion): a contribution like any other, so
// they go through requireContribucion and are recorded against the task in the audit trail.

/** POST autoevaluaciones/tareas/{tareaId}/observaciones. */
export async function createObservacionTarea(ctx: DomainContext, tareaId: number, input: TareaObservacionInput) {
  const { acceso } = await contribucionEnTarea(ctx, tareaId);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(tareaObservaciones)
      .values({ tareaId, observacion: input.observacion, ...altaAudit(acceso.actor, ctx.clock.now()) })
      .returning({ id: tareaObservaciones.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'tarea',
      entidadId: tareaId,
      cambios: [{ Campo: 'Observacion', Antes: null, Despues: input.observacion }],
    }),
  ]);
  return { id: filaDe<{ id: number }>(rows).id };
}

async function contribucionEnObservacion(ctx: DomainContext, id: number) {
  const obs = await loadObservacion(ctx, id);
  const acceso = await gateFor(() => requireContribucion(ctx, obs.autoevaluacionId, 'tareas'), t.observacionNoExiste);
  return { obs, acceso };
}

/** PUT autoevaluaciones/tareas/observaciones/{id}. */
export async function updateObservacionTarea(ctx: DomainContext, id: number, input: TareaObservacionInput) {
  const { obs, acceso } = await contribucionEnObservacion(ctx, id);
  await commit(ctx, [
    ctx.db
      .update(tareaObservaciones)
      .set({ observacion: input.observacion, ...modificacionAudit(acceso.actor, ctx.clock.now()) })
      .where(eq(tareaObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'tarea',
      entidadId: obs.tareaId,
      cambios: [{ Campo: 'Observacion', Antes: obs.observacion, Despues: input.observacion }],
    }),
  ]);
  return { Id: id, Observacion: input.observacion };
}

/** DELETE autoevaluaciones/tareas/observaciones/{id}. */
export async function deleteObservacionTarea(ctx: DomainContext, id: number): Promise<void> {
  const { obs } = await contribucionEnObservacion(ctx, id);
  await commit(ctx, [
    ctx.db.delete(tareaObservaciones).where(eq(tareaObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'tarea',
      entidadId: obs.tareaId,
      cambios: [{ Campo: 'Observacion', Antes: obs.observacion, Despues: null }],
    }),
  ]);
}
