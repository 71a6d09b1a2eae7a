import { and, eq } from 'drizzle-orm';
import { tareaObservaciones, tareas } from '../../db/schema/autoevaluacion.ts';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import type { AccesoAutoevaluacion } from '../autoevaluacion/acceso.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ClaseObservacion } from '../shared/observaciones.ts';

// Tasks and task observations found by their own id: the id names a self-assessment, whose
// gate then decides (an outsider gets the task's 404, never a hint that it exists).

/** The task's row in this instance, or 404. */
export async function loadTarea(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(tareas)
    .where(and(eq(tareas.id, id), eq(tareas.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.tareaNoExiste);
  return row;
}

/** A task's observations: recorded against the task in the audit trail. */
export const OBSERVACIONES_TAREA: ClaseObservacion = {
  tabla: tareaObservaciones,
  entidad: 'tarea',
  propietario: tareaObservaciones.tareaId,
  tablaPropietario: tareas,
};

/** Runs the self-assessment's gate for something found by its own id: its 404 becomes `notFound`. */
export async function gateFor(gate: () => Promise<AccesoAutoevaluacion>, notFound: string): Promise<AccesoAutoevaluacion> {
  try {
    return await gate();
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw new AppError(404, notFound);
    throw err;
  }
}
