import { and, asc, eq } from 'drizzle-orm';
import { autoevaluacionEstandarObservaciones } from '../../db/schema/autoevaluacion.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe } from '../auditoria/registro.ts';
import { auditColumnsOf } from '../catalogo/listado.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { requireContribucion } from './contribucion.ts';
import { getEstandarAutoevaluacion } from './estandares.ts';
import type { ObservacionEstandarInput } from './estandares-schema.ts';

// The team's observations on a standard (autoevaluacionEstandarObservacion). Any member who
// contributes adds them; only the author changes or deletes one (the spec's author check),
// and, like every contribution, not once the self-assessment is finished.

export interface ObservacionEstandar {
  Id: number;
  Observacion: string;
  /** Whether the current user wrote it (and so may change or delete it). */
  EsAutor: boolean;
  Auditoria: Auditoria;
}

/** GET autoevaluaciones/{id}/estandares/{estandarId}/observaciones: oldest first. */
export async function listObservacionesEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
): Promise<ObservacionEstandar[]> {
  const { actor } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId);
  const rows = await ctx.db
    .select({
      id: autoevaluacionEstandarObservaciones.id,
      observacion: autoevaluacionEstandarObservaciones.observacion,
      ...auditColumnsOf(autoevaluacionEstandarObservaciones),
    })
    .from(autoevaluacionEstandarObservaciones)
    .where(
      and(
        eq(autoevaluacionEstandarObservaciones.autoevaluacionId, autoevaluacionId),
        eq(autoevaluacionEstandarObservaciones.estandarId, estandarId),
      ),
    )
    .orderBy(asc(autoevaluacionEstandarObservaciones.id));
  return rows.map((r) => ({
    Id: r.id,
    Observacion: r.observacion,
    EsAutor: r.altaUsuarioId === actor.usuarioId,
    Auditoria: auditoriaOf(r),
  }));
}

/** POST autoevaluaciones/{id}/estandares/{estandarId}/observaciones. */
export async function createObservacionEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
  input: ObservacionEstandarInput,
): Promise<{ id: number }> {
  const { actor } = await requireContribucion(ctx, autoevaluacionId, 'estandares', { estandarId });
  const { estandar } = await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(autoevaluacionEstandarObservaciones)
      .values({ autoevaluacionId, estandarId, observacion: input.observacion, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: autoevaluacionEstandarObservaciones.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: autoevaluacionId,
      cambios: [{ Campo: `Estandar ${estandar.Estandar.Codigo}: Observacion`, Antes: null, Despues: input.observacion }],
    }),
  ]);
  return { id: filaDe<{ id: number }>(rows).id };
}

/** An observation the actor wrote, in a self-assessment they may still contribute to. */
async function propia(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({
      id: autoevaluacionEstandarObservaciones.id,
      autoevaluacionId: autoevaluacionEstandarObservaciones.autoevaluacionId,
      observacion: autoevaluacionEstandarObservaciones.observacion,
      autorId: autoevaluacionEstandarObservaciones.altaUsuarioId,
      estandarId: autoevaluacionEstandarObservaciones.estandarId,
    })
    .from(autoevaluacionEstandarObservaciones)
    .where(eq(autoevaluacionEstandarObservaciones.id, id));
  if (!row) throw new AppError(404, t.observacionNoExiste);
  const { actor } = await requireContribucion(ctx, row.autoevaluacionId, 'estandares', { estandarId: row.estandarId });
  if (row.autorId !== actor.usuarioId && !actor.esSuperAdmin) throw new AppError(403, t.soloAutor);
  return { row, actor };
}

/** PUT autoevaluaciones/estandares/observaciones/{id}. */
export async function updateObservacionEstandar(ctx: DomainContext, id: number, input: ObservacionEstandarInput) {
  const { row, actor } = await propia(ctx, id);
  await commit(ctx, [
    ctx.db
      .update(autoevaluacionEstandarObservaciones)
      .set({ observacion: input.observacion, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(autoevaluacionEstandarObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: row.autoevaluacionId,
      cambios: [{ Campo: 'Observacion', Antes: row.observacion, Despues: input.observacion }],
    }),
  ]);
  return { Id: id, Observacion: input.observacion };
}

/** DELETE autoevaluaciones/estandares/observaciones/{id}. */
export async function deleteObservacionEstandar(ctx: DomainContext, id: number): Promise<void> {
  const { row } = await propia(ctx, id);
  await commit(ctx, [
    ctx.db.delete(autoevaluacionEstandarObservaciones).where(eq(autoevaluacionEstandarObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'autoevaluacion',
      entidadId: row.autoevaluacionId,
      cambios: [{ Campo: 'Observacion', Antes: row.observacion, Despues: null }],
    }),
  ]);
}
