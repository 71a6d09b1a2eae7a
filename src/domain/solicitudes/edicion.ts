import { and, eq } from 'drizzle-orm';
import { procesoAmbitos } from '../../db/schema/procesos.ts';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { validateUbicacion } from '../lookups/geografia.ts';
import { unprocessable } from '../shared/comun.ts';
import { requireSolicitudes } from './acceso.ts';
import { getSolicitud } from './detalle.ts';
import { loadSolicitud, requireSolicitudPendiente } from './lectura.ts';
import { tienePerfil } from './responsables.ts';
import type { SolicitudInput } from './schema.ts';

/** Tutor among GEST_PROY, administrative among GEST_SOLIC, a scope the request's process offers: 422 otherwise. */
async function validarReferencias(ctx: DomainContext, procesoId: number, input: SolicitudInput) {
  const errors: Record<string, string[]> = {};
  if (!(await tienePerfil(ctx, input.usuarioTutorId, 'GEST_PROY'))) errors.usuarioTutorId = [t.tutorNoValido];
  if (!(await tienePerfil(ctx, input.usuarioAdministrativoId, 'GEST_SOLIC'))) {
    errors.usuarioAdministrativoId = [t.administrativoNoValido];
  }
  const [ambito] = await ctx.db
    .select({ id: procesoAmbitos.ambitoId })
    .from(procesoAmbitos)
    .where(and(eq(procesoAmbitos.procesoId, procesoId), eq(procesoAmbitos.ambitoId, input.ambitoId)));
  if (!ambito) errors.ambitoId = [t.ambitoNoValido];
  if (Object.keys(errors).length > 0) unprocessable(errors);
}

/** PUT /solicitudes/{id}: staff complete or correct a pending request (409 once resolved). */
export async function saveSolicitud(ctx: DomainContext, id: number, input: SolicitudInput) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  const actual = await loadSolicitud(ctx, id);
  requireSolicitudPendiente(actual, t.soloPendiente);
  await validateUbicacion(ctx.db, input);
  await validarReferencias(ctx, actual.s.procesoId, input);
  const antes = await filaActual(ctx.db, solicitudes, id);
  const valores = {
    nombre: input.nombre,
    cif: input.cif,
    direccion: input.direccion,
    codigoPostal: input.codigoPostal,
    provinciaId: input.provinciaId,
    municipioId: input.municipioId,
    localidadId: input.localidadId ?? null,
    ambitoId: input.ambitoId,
    fechaInicio: input.fechaInicio,
    fechaLimite: input.fechaLimite ?? null,
    fechaVisita: input.fechaVisita ?? null,
    matricula: input.matricula,
    observaciones: input.observaciones ?? null,
    nica: input.nica ?? null,
    usuarioTutorId: input.usuarioTutorId,
    usuarioAdministrativoId: input.usuarioAdministrativoId,
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  await commit(ctx, [
    ctx.db
      .update(solicitudes)
      .set(valores)
      // The state guard again in the write: a resolution in between leaves the request untouched.
      .where(and(eq(solicitudes.id, id), eq(solicitudes.estadoClave, 'PTE'))),
    auditar({ accion: 'MODIFICAR', entidad: 'solicitud', entidadId: id, cambios: cambiosDe(antes, valores) }),
  ]);
  return getSolicitud(ctx, id);
}

/**
 * DELETE /solicitudes/{id}: only a pending request (people and observations go with it by
 * cascade; its file rows stay, so the stored bytes can still be found and cleaned up).
 */
export async function removeSolicitud(ctx: DomainContext, id: number): Promise<void> {
  requireSolicitudes(ctx.actor, 'E');
  requireSolicitudPendiente(await loadSolicitud(ctx, id), t.soloPendiente);
  const antes = await filaActual(ctx.db, solicitudes, id);
  await commit(ctx, [
    ctx.db
      .delete(solicitudes)
      .where(and(eq(solicitudes.id, id), eq(solicitudes.instanciaId, ctx.instancia.id), eq(solicitudes.estadoClave, 'PTE'))),
    auditar({ accion: 'ELIMINAR', entidad: 'solicitud', entidadId: id, cambios: cambiosDe(antes, null) }),
  ]);
}
