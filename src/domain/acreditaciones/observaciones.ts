import { asc } from 'drizzle-orm';
import { acreditaciones, acreditacionObservaciones } from '../../db/schema/acreditaciones.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import type { DomainContext } from '../context.ts';
import { observacionesDeGestion } from '../shared/observaciones.ts';
import { requireAcreditaciones } from './acceso.ts';
import { loadAcreditacion } from './lectura.ts';
import type { AcreditacionObservacionInput } from './schema.ts';

// Staff observations on an accreditation (acreditacionObservacion), recorded against the
// accreditation in the audit trail; read with GEST_CERT_ACRED at L, written at E.

const observaciones = observacionesDeGestion(
  {
    tabla: acreditacionObservaciones,
    entidad: 'acreditacion',
    propietario: acreditacionObservaciones.acreditacionId,
    tablaPropietario: acreditaciones,
  },
  {
    lee: (ctx) => requireAcreditaciones(ctx.actor, 'L'),
    escribe: (ctx) => requireAcreditaciones(ctx.actor, 'E'),
    propietario: loadAcreditacion,
    notFound: t.observacionNoEncontrada,
    // Oldest first, as the accreditation's page lists them.
    orden: [asc(acreditacionObservaciones.altaFecha), asc(acreditacionObservaciones.id)],
  },
);

/** GET acreditaciones/{id}/observaciones. */
export const listObservaciones = observaciones.list;

/** POST acreditaciones/{id}/observaciones. */
export const createObservacion = (ctx: DomainContext, acreditacionId: number, input: AcreditacionObservacionInput) =>
  observaciones.create(ctx, acreditacionId, { acreditacionId }, input);

/** PUT acreditaciones/observaciones/{id}. */
export const updateObservacion = observaciones.update;

/** DELETE acreditaciones/observaciones/{id}. */
export const removeObservacion = observaciones.remove;
