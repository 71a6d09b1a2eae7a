import { and, eq } from 'drizzle-orm';
import { solicitudes, solicitudObservaciones } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireSolicitudes } from './acceso.ts';
import { loadSolicitud, requireSolicitudPendiente } from './lectura.ts';
import type { ObservacionInput } from './schema.ts';

// Observations (OBS) and non-conformities (NC) share one table and one set of calls; the kind
// is fixed by the path. Only a pending request takes changes: a non-conformity decides whether
// it can be accepted, so changing them after the resolution would rewrite history.

export type TipoObservacion = 'OBS' | 'NC';

const campoDe = (tipo: TipoObservacion) => (tipo === 'NC' ? 'NoConformidad' : 'Observacion');

const noEncontrada = (tipo: TipoObservacion) => (tipo === 'NC' ? t.noConformidadNoEncontrada : t.observacionNoEncontrada);

/** POST /solicitudes/{id}/observaciones | /noConformidades. */
export async function createObservacion(
  ctx: DomainContext,
  solicitudId: number,
  tipo: TipoObservacion,
  input: ObservacionInput,
): Promise<{ id: number }> {
  const actor = requireSolicitudes(ctx.actor, 'E');
  requireSolicitudPendiente(await loadSolicitud(ctx, solicitudId), t.soloPendiente);
  const valores = { solicitudId, tipoClave: tipo, observacion: input.observacion, ...altaAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db.insert(solicitudObservaciones).values(valores).returning({ id: solicitudObservaciones.id }),
    // Recorded on the request: its history shows its observations and non-conformities.
    auditar({
      accion: 'MODIFICAR',
      entidad: 'solicitud',
      entidadId: solicitudId,
      cambios: [{ Campo: campoDe(tipo), Antes: null, Despues: input.observacion }],
    }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** The entry of this kind in this instance, and its request (404 otherwise). */
async function loadObservacion(ctx: DomainContext, id: number, tipo: TipoObservacion) {
  const [row] = await ctx.db
    .select({ id: solicitudObservaciones.id, solicitudId: solicitudObservaciones.solicitudId })
    .from(solicitudObservaciones)
    .innerJoin(solicitudes, eq(solicitudes.id, solicitudObservaciones.solicitudId))
    .where(
      and(
        eq(solicitudObservaciones.id, id),
        eq(solicitudObservaciones.tipoClave, tipo),
        eq(solicitudes.instanciaId, ctx.instancia.id),
      ),
    );
  if (!row) throw new AppError(404, noEncontrada(tipo));
  requireSolicitudPendiente(await loadSolicitud(ctx, row.solicitudId), t.soloPendiente);
  return row;
}

/** PUT /solicitudes/observaciones/{id} | /noConformidades/{id}. */
export async function updateObservacion(ctx: DomainContext, id: number, tipo: TipoObservacion, input: ObservacionInput) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  await loadObservacion(ctx, id, tipo);
  const antes = await filaActual(ctx.db, solicitudObservaciones, id);
  const valores = { observacion: input.observacion, ...modificacionAudit(actor, ctx.clock.now()) };
  const [rows] = await commit(ctx, [
    ctx.db
      .update(solicitudObservaciones)
      .set(valores)
      .where(eq(solicitudObservaciones.id, id))
      .returning({ id: solicitudObservaciones.id, observacion: solicitudObservaciones.observacion }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'solicitud',
      entidadId: antes?.solicitudId as number,
      cambios: [{ Campo: campoDe(tipo), Antes: antes?.observacion ?? null, Despues: input.observacion }],
    }),
  ]);
  const r = filaDe(rows) as { id: number; observacion: string };
  return { Id: r.id, Observacion: r.observacion };
}

/** DELETE /solicitudes/observaciones/{id} | /noConformidades/{id}. */
export async function deleteObservacion(ctx: DomainContext, id: number, tipo: TipoObservacion): Promise<void> {
  requireSolicitudes(ctx.actor, 'E');
  await loadObservacion(ctx, id, tipo);
  const antes = await filaActual(ctx.db, solicitudObservaciones, id);
  await commit(ctx, [
    ctx.db.delete(solicitudObservaciones).where(eq(solicitudObservaciones.id, id)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'solicitud',
      entidadId: antes?.solicitudId as number,
      cambios: [{ Campo: campoDe(tipo), Antes: antes?.observacion ?? null, Despues: null }],
    }),
  ]);
}
