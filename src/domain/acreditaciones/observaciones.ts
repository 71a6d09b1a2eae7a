import { and, asc, eq } from 'drizzle-orm';
import { acreditaciones, acreditacionObservaciones } from '../../db/schema/acreditaciones.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe } from '../auditoria/registro.ts';
import { auditColumnsOf } from '../catalogo/listado.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireAcreditaciones } from './acceso.ts';
import { loadAcreditacion } from './lectura.ts';
import type { AcreditacionObservacionInput } from './schema.ts';

// Staff observations on an accreditation (acreditacionObservacion), recorded against the
// accreditation in the audit trail.

export interface AcreditacionObservacionRecord {
  Id: number;
  Observacion: string;
  Auditoria: Auditoria;
}

/** The observations of an accreditation, oldest first (its page lists them). */
export async function listObservaciones(ctx: DomainContext, acreditacionId: number): Promise<AcreditacionObservacionRecord[]> {
  requireAcreditaciones(ctx.actor, 'L');
  await loadAcreditacion(ctx, acreditacionId);
  const rows = await ctx.db
    .select({
      id: acreditacionObservaciones.id,
      observacion: acreditacionObservaciones.observacion,
      ...auditColumnsOf(acreditacionObservaciones),
    })
    .from(acreditacionObservaciones)
    .where(eq(acreditacionObservaciones.acreditacionId, acreditacionId))
    .orderBy(asc(acreditacionObservaciones.altaFecha), asc(acreditacionObservaciones.id));
  return rows.map((r) => ({ Id: r.id, Observacion: r.observacion, Auditoria: auditoriaOf(r) }));
}

/** POST acreditaciones/{id}/observaciones. */
export async function createObservacion(ctx: DomainContext, acreditacionId: number, input: AcreditacionObservacionInput) {
  const actor = requireAcreditaciones(ctx.actor, 'E');
  await loadAcreditacion(ctx, acreditacionId);
  const [rows] = await commit(ctx, [
    ctx.db
      .insert(acreditacionObservaciones)
      .values({ acreditacionId, observacion: input.observacion, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: acreditacionObservaciones.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'acreditacion',
      entidadId: acreditacionId,
      cambios: [{ Campo: 'Observacion', Antes: null, Despues: input.observacion }],
    }),
  ]);
  return filaDe<{ id: number }>(rows);
}

/** The observation when it belongs to an accreditation of this instance; 404 otherwise. */
async function loadObservacion(ctx: DomainContext, id: number) {
  const [obs] = await ctx.db
    .select({
      id: acreditacionObservaciones.id,
      acreditacionId: acreditacionObservaciones.acreditacionId,
      observacion: acreditacionObservaciones.observacion,
    })
    .from(acreditacionObservaciones)
    .innerJoin(acreditaciones, eq(acreditaciones.id, acreditacionObservaciones.acreditacionId))
    .where(and(eq(acreditacionObservaciones.id, id), eq(acreditaciones.instanciaId, ctx.instancia.id)));
  if (!obs) throw new AppError(404, t.observacionNoEncontrada);
  return obs;
}

/** PUT acreditaciones/observaciones/{id}. */
export async function updateObservacion(ctx: DomainContext, id: number, input: AcreditacionObservacionInput) {
  const actor = requireAcreditaciones(ctx.actor, 'E');
  const obs = await loadObservacion(ctx, id);
  await commit(ctx, [
    ctx.db
      .update(acreditacionObservaciones)
      .set({ observacion: input.observacion, ...modificacionAudit(actor, ctx.clock.now()) })
      .where(eq(acreditacionObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'acreditacion',
      entidadId: obs.acreditacionId,
      cambios: [{ Campo: 'Observacion', Antes: obs.observacion, Despues: input.observacion }],
    }),
  ]);
  return { Id: id, Observacion: input.observacion };
}

/** DELETE acreditaciones/observaciones/{id}. */
export async function deleteObservacion(ctx: DomainContext, id: number): Promise<void> {
  requireAcreditaciones(ctx.actor, 'E');
  const obs = await loadObservacion(ctx, id);
  await commit(ctx, [
    ctx.db.delete(acreditacionObservaciones).where(eq(acreditacionObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'acreditacion',
      entidadId: obs.acreditacionId,
      cambios: [{ Campo: 'Observacion', Antes: obs.observacion, Despues: null }],
    }),
  ]);
}
