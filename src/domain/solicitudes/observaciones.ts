import { eq } from 'drizzle-orm';
import { solicitudes, solicitudObservaciones } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import {
  type ClaseObservacion,
  insertObservacion,
  loadObservacion,
  removeObservacion as removeObservacionRow,
  saveObservacion,
} from '../shared/observaciones.ts';
import { requireSolicitudes } from './acceso.ts';
import { loadSolicitud, requireSolicitudPendiente } from './lectura.ts';
import type { ObservacionInput } from './schema.ts';

// Observations (OBS) and non-conformities (NC) share one table and one set of calls; the kind
// is fixed by the path. Only a pending request takes changes: a non-conformity decides whether
// it can be accepted, so changing them after the resolution would rewrite history.

export type TipoObservacion = 'OBS' | 'NC';

// Recorded on the request: its history shows its observations and non-conformities.
export const OBSERVACIONES: ClaseObservacion = {
  tabla: solicitudObservaciones,
  entidad: 'solicitud',
  propietario: solicitudObservaciones.solicitudId,
  tablaPropietario: solicitudes,
};

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
  return insertObservacion(ctx, OBSERVACIONES, {
    actor,
    propietarioId: solicitudId,
    fila: { solicitudId, tipoClave: tipo },
    observacion: input.observacion,
    campo: campoDe(tipo),
  });
}

/** The entry of this kind in this instance, of a pending request (404, 409 otherwise). */
async function existente(ctx: DomainContext, id: number, tipo: TipoObservacion) {
  const row = await loadObservacion(ctx, OBSERVACIONES, id, {
    notFound: noEncontrada(tipo),
    where: eq(solicitudObservaciones.tipoClave, tipo),
  });
  requireSolicitudPendiente(await loadSolicitud(ctx, row.propietarioId), t.soloPendiente);
  return row;
}

/** PUT /solicitudes/observaciones/{id} | /noConformidades/{id}. */
export async function updateObservacion(ctx: DomainContext, id: number, tipo: TipoObservacion, input: ObservacionInput) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  return saveObservacion(ctx, OBSERVACIONES, actor, await existente(ctx, id, tipo), input.observacion, campoDe(tipo));
}

/** DELETE /solicitudes/observaciones/{id} | /noConformidades/{id}. */
export async function removeObservacion(ctx: DomainContext, id: number, tipo: TipoObservacion): Promise<void> {
  requireSolicitudes(ctx.actor, 'E');
  await removeObservacionRow(ctx, OBSERVACIONES, await existente(ctx, id, tipo), campoDe(tipo));
}
