import { and, eq } from 'drizzle-orm';
import { plantillasNotificacion } from '../../db/schema/procesos.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireProcesos } from './acceso.ts';
import { loadProceso, plantillaRecord } from './lectura.ts';
import { validatePlantillaRefs } from './referencias.ts';
import type { PlantillaInput } from './schema.ts';

// Notification templates of a process: the scheduled job sends them
// `dias` before (negative) or after a milestone of type tipoHitoClave.

export const plantillaColumns = (input: PlantillaInput) => ({
  asunto: input.asunto,
  cuerpo: input.cuerpo,
  tipoHitoClave: input.tipoHitoClave,
  medioNotificacionClave: input.medioNotificacionClave,
  descripcion: input.descripcion ?? null,
  direccionesEmail: input.direccionesEmail ?? null,
  dias: input.dias ?? null,
  perfilId: input.perfilId ?? null,
  faseProyectoClave: input.faseProyectoClave ?? null,
  activo: input.activo ?? true,
});

async function load(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(plantillasNotificacion)
    .where(and(eq(plantillasNotificacion.id, id), eq(plantillasNotificacion.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.plantillaNoEncontrada);
  return row;
}

/** POST /procesos/{id}/plantillasNotificaciones. */
export async function createPlantilla(ctx: DomainContext, procesoId: number, input: PlantillaInput) {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, procesoId);
  await validatePlantillaRefs(ctx, input);
  const valores = { instanciaId: ctx.instancia.id, procesoId, ...plantillaColumns(input), ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(plantillasNotificacion).values(valores).returning({ id: plantillasNotificacion.id }),
    auditar({
      accion: 'CREAR',
      entidad: 'plantilla',
      entidadId: nuevoEn(plantillasNotificacion),
      cambios: cambiosDe(null, valores),
    }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** PUT /procesos/plantillasNotificaciones/{id}. */
export async function updatePlantilla(ctx: DomainContext, id: number, input: PlantillaInput) {
  const actor = requireProcesos(ctx.actor, 'E');
  await load(ctx, id);
  await validatePlantillaRefs(ctx, input);
  const valores = { ...plantillaColumns(input), ...modificacionAudit(actor, ctx.clock.now()) };
  await updateAudited(ctx, plantillasNotificacion, id, 'plantilla', valores);
  return plantillaRecord(await load(ctx, id));
}

/** DELETE /procesos/plantillasNotificaciones/{id}: its sent-reminder log goes with it (cascade). */
export async function deletePlantilla(ctx: DomainContext, id: number) {
  requireProcesos(ctx.actor, 'E');
  await load(ctx, id);
  await removeAudited(ctx, plantillasNotificacion, id, 'plantilla');
}
