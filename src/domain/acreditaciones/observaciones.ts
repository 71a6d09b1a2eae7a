import { asc, eq } from 'drizzle-orm';
import { acreditaciones, acreditacionObservaciones } from '../../db/schema/acreditaciones.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import type { DomainContext } from '../context.ts';
import {
  type ClaseObservacion,
  insertObservacion,
  loadObservacion,
  loadObservaciones,
  type ObservacionRecord,
  removeObservacion,
  saveObservacion,
} from '../shared/observaciones.ts';
import { exigeAcreditaciones } from './acceso.ts';
import { loadAcreditacion } from './lectura.ts';
import type { AcreditacionObservacionInput } from './schema.ts';

// Staff observations on an accreditation (acreditacionObservacion), recorded against the
// accreditation in the audit trail.

const OBSERVACIONES: ClaseObservacion = {
  tabla: acreditacionObservaciones,
  entidad: 'acreditacion',
  propietario: acreditacionObservaciones.acreditacionId,
  tablaPropietario: acreditaciones,
};

/** The observations of an accreditation, oldest first (its page lists them). */
export async function listObservaciones(ctx: DomainContext, acreditacionId: number): Promise<ObservacionRecord[]> {
  exigeAcreditaciones(ctx.actor, 'L');
  await loadAcreditacion(ctx, acreditacionId);
  return loadObservaciones(ctx, OBSERVACIONES, eq(acreditacionObservaciones.acreditacionId, acreditacionId), [
    asc(acreditacionObservaciones.altaFecha),
    asc(acreditacionObservaciones.id),
  ]);
}

/** POST acreditaciones/{id}/observaciones. */
export async function createObservacion(ctx: DomainContext, acreditacionId: number, input: AcreditacionObservacionInput) {
  const actor = exigeAcreditaciones(ctx.actor, 'E');
  await loadAcreditacion(ctx, acreditacionId);
  return insertObservacion(ctx, OBSERVACIONES, {
    actor,
    propietarioId: acreditacionId,
    fila: { acreditacionId },
    observacion: input.observacion,
  });
}

/** The observation when it belongs to an accreditation of this instance; 404 otherwise. */
const existente = (ctx: DomainContext, id: number) =>
  loadObservacion(ctx, OBSERVACIONES, id, { notFound: t.observacionNoEncontrada });

/** PUT acreditaciones/observaciones/{id}. */
export async function updateObservacion(ctx: DomainContext, id: number, input: AcreditacionObservacionInput) {
  const actor = exigeAcreditaciones(ctx.actor, 'E');
  return saveObservacion(ctx, OBSERVACIONES, actor, await existente(ctx, id), input.observacion);
}

/** DELETE acreditaciones/observaciones/{id}. */
export async function deleteObservacion(ctx: DomainContext, id: number): Promise<void> {
  exigeAcreditaciones(ctx.actor, 'E');
  await removeObservacion(ctx, OBSERVACIONES, await existente(ctx, id));
}
