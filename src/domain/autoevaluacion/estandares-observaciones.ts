import { and, eq } from 'drizzle-orm';
import { autoevaluacionEstandarObservaciones } from '../../db/schema/autoevaluacion.ts';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import type { Auditoria } from '../auditoria/columnas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import {
  type ClaseObservacion,
  insertObservacion,
  loadObservaciones,
  removeObservacion,
  saveObservacion,
} from '../shared/observaciones.ts';
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

// Recorded against the self-assessment in the audit trail.
const OBSERVACIONES: ClaseObservacion = {
  tabla: autoevaluacionEstandarObservaciones,
  entidad: 'autoevaluacion',
  propietario: autoevaluacionEstandarObservaciones.autoevaluacionId,
};

/** GET autoevaluaciones/{id}/estandares/{estandarId}/observaciones: oldest first. */
export async function listObservacionesEstandar(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
): Promise<ObservacionEstandar[]> {
  const { actor } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  await getEstandarAutoevaluacion(ctx, autoevaluacionId, estandarId);
  const rows = await loadObservaciones(
    ctx,
    OBSERVACIONES,
    and(
      eq(autoevaluacionEstandarObservaciones.autoevaluacionId, autoevaluacionId),
      eq(autoevaluacionEstandarObservaciones.estandarId, estandarId),
    ),
  );
  return rows.map((r) => ({
    Id: r.Id,
    Observacion: r.Observacion,
    EsAutor: r.Auditoria.Alta.Id === actor.usuarioId,
    Auditoria: r.Auditoria,
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
  return insertObservacion(ctx, OBSERVACIONES, {
    actor,
    propietarioId: autoevaluacionId,
    fila: { autoevaluacionId, estandarId },
    observacion: input.observacion,
    campo: `Estandar ${estandar.Estandar.Codigo}: Observacion`,
  });
}

/** An observation the actor wrote, in a self-assessment they may still contribute to. */
async function propia(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select({
      id: autoevaluacionEstandarObservaciones.id,
      propietarioId: autoevaluacionEstandarObservaciones.autoevaluacionId,
      observacion: autoevaluacionEstandarObservaciones.observacion,
      autorId: autoevaluacionEstandarObservaciones.altaUsuarioId,
      estandarId: autoevaluacionEstandarObservaciones.estandarId,
    })
    .from(autoevaluacionEstandarObservaciones)
    .where(eq(autoevaluacionEstandarObservaciones.id, id));
  if (!row) throw new AppError(404, t.observacionNoExiste);
  const { actor } = await requireContribucion(ctx, row.propietarioId, 'estandares', { estandarId: row.estandarId });
  if (row.autorId !== actor.usuarioId && !actor.esSuperAdmin) throw new AppError(403, t.soloAutor);
  return { row, actor };
}

/** PUT autoevaluaciones/estandares/observaciones/{id}. */
export async function updateObservacionEstandar(ctx: DomainContext, id: number, input: ObservacionEstandarInput) {
  const { row, actor } = await propia(ctx, id);
  return saveObservacion(ctx, OBSERVACIONES, actor, row, input.observacion);
}

/** DELETE autoevaluaciones/estandares/observaciones/{id}. */
export async function removeObservacionEstandar(ctx: DomainContext, id: number): Promise<void> {
  const { row } = await propia(ctx, id);
  await removeObservacion(ctx, OBSERVACIONES, row);
}
