import { and, eq } from 'drizzle-orm';
import { procesoAmbitos } from '../../db/schema/procesos.ts';
import { centros, solicitudes, solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, type Paso } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { tratamientosPorSexo } from '../lookups/catalogos.ts';
import { validateUbicacion } from '../lookups/geografia.ts';
import { perfilesOf } from '../procesos/lectura.ts';
import { unprocessable } from '../shared/comun.ts';
import { abortaSiNoCambia, esGuardia } from '../shared/guardia.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { requireSolicitudes } from './acceso.ts';
import { correoModificada } from './correos.ts';
import { getSolicitud } from './detalle.ts';
import { loadSolicitud, requireSolicitudPendiente, type SolicitudRow } from './lectura.ts';
import { avisosDe, insertPersona, validatePersonas } from './personas.ts';
import { tienePerfil } from './responsables.ts';
import { nicaTexto, type SolicitudInput } from './schema.ts';
import { type Solicitante, validateSolicitante } from './solicitante.ts';

/**
 * Tutor among GEST_PROY, administrative among GEST_SOLIC, a scope the request's process offers,
 * the applicant and the people (checked against the process's profiles, like the wizard's but
 * without requiring every profile): 422 with every field error otherwise.
 */
async function validarReferencias(ctx: DomainContext, procesoId: number, input: SolicitudInput): Promise<Solicitante> {
  const errors: FieldErrors = {};
  if (!(await tienePerfil(ctx, input.usuarioTutorId, 'GEST_PROY'))) errors.usuarioTutorId = [t.tutorNoValido];
  if (!(await tienePerfil(ctx, input.usuarioAdministrativoId, 'GEST_SOLIC'))) {
    errors.usuarioAdministrativoId = [t.administrativoNoValido];
  }
  const [ambito] = await ctx.db
    .select({ id: procesoAmbitos.ambitoId })
    .from(procesoAmbitos)
    .where(and(eq(procesoAmbitos.procesoId, procesoId), eq(procesoAmbitos.ambitoId, input.ambitoId)));
  if (!ambito) errors.ambitoId = [t.ambitoNoValido];
  const solicitante = await validateSolicitante(ctx, input.solicitante, input.cif, errors);
  if (input.perfiles) {
    const perfiles = (await perfilesOf(ctx, procesoId)).map((p) => ({
      perfilId: p.Id,
      nombre: p.NombrePublico,
      requiereDatos: p.RequiereDatos,
    }));
    await validatePersonas(ctx, input.perfiles, perfiles, { completa: false }, errors);
  }
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return solicitante;
}

/** The people the notice of a change goes to: those sent, or else the request's as stored. */
async function personasAvisadas(ctx: DomainContext, id: number, input: SolicitudInput) {
  if (input.perfiles) return avisosDe(input.perfiles);
  const rows = await ctx.db
    .select({
      direccionEmail: solicitudPerfiles.direccionEmail,
      nombre: solicitudPerfiles.nombre,
      apellido1: solicitudPerfiles.apellido1,
      sexoId: solicitudPerfiles.sexoId,
    })
    .from(solicitudPerfiles)
    .where(eq(solicitudPerfiles.solicitudId, id))
    .orderBy(solicitudPerfiles.id);
  return avisosDe(rows);
}

/** With `notificar`, the notice of the change to each person of the request with an e-mail. */
async function avisos(ctx: DomainContext, actual: SolicitudRow, input: SolicitudInput): Promise<Paso[]> {
  if (!input.notificar) return [];
  const personas = await personasAvisadas(ctx, actual.s.id, input);
  const tratamientos = await tratamientosPorSexo(ctx.db);
  return personas.map((p) =>
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: p.email,
      plantilla: 'solicitud-modificada',
      contenido: correoModificada({
        referencia: actual.s.referencia,
        centro: input.nombre,
        proceso: actual.procesoNombre,
        destinatario: { email: p.email, nombre: p.nombre, tratamiento: tratamientos.get(p.sexoId) },
      }),
      clock: ctx.clock,
    }),
  );
}

/** The people sent replace the request's: one delete and the inserts, with their entry. */
function pasosPersonas(ctx: DomainContext, id: number, input: SolicitudInput, antes: number): Paso[] {
  if (!input.perfiles) return [];
  return [
    ctx.db.delete(solicitudPerfiles).where(eq(solicitudPerfiles.solicitudId, id)),
    ...input.perfiles.map((p) => insertPersona(ctx, id, p)),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'solicitud',
      entidadId: id,
      cambios: [{ Campo: 'Perfiles', Antes: antes, Despues: input.perfiles.length }],
    }),
  ];
}

/** `solicitante` sent as text renames the request's centre (staff keep the register of centres). */
function pasosCentro(ctx: DomainContext, actor: Actor, centroId: number, nombre: string | null): Paso[] {
  if (nombre === null) return [];
  const valores = { nombre, ...modificacionAudit(actor, ctx.clock.now()) };
  return [
    ctx.db.update(centros).set(valores).where(eq(centros.id, centroId)),
    auditar({ accion: 'MODIFICAR', entidad: 'centro', entidadId: centroId, cambios: cambiosDe(null, { nombre }) }),
  ];
}

/**
 * PUT /solicitudes/{id}: staff complete or correct a pending request (409 once resolved): its
 * data, its centre (`solicitante`), its people (`perfiles`, replaced when sent) and, with
 * `notificar`, a notice to its people, all in one batch.
 */
export async function saveSolicitud(ctx: DomainContext, id: number, input: SolicitudInput) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  const actual = await loadSolicitud(ctx, id);
  requireSolicitudPendiente(actual, t.soloPendiente);
  await validateUbicacion(ctx.db, input);
  const solicitante = await validarReferencias(ctx, actual.s.procesoId, input);
  const antes = await filaActual(ctx.db, solicitudes, id);
  const centroId = solicitante.centroId ?? actual.s.centroId;
  const valores = {
    centroId,
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
    nica: nicaTexto(input.nica),
    usuarioTutorId: input.usuarioTutorId,
    usuarioAdministrativoId: input.usuarioAdministrativoId,
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  const personasAntes = input.perfiles ? await ctx.db.$count(solicitudPerfiles, eq(solicitudPerfiles.solicitudId, id)) : 0;
  try {
    await commit(ctx, [
      ctx.db
        .update(solicitudes)
        .set(valores)
        // The state guard again in the write: a resolution in between leaves the request untouched.
        .where(and(eq(solicitudes.id, id), eq(solicitudes.estadoClave, 'PTE'))),
      // ...and then nothing else of the batch happens either (no people replaced, no notice).
      abortaSiNoCambia(ctx.db),
      auditar({ accion: 'MODIFICAR', entidad: 'solicitud', entidadId: id, cambios: cambiosDe(antes, valores) }),
      ...pasosCentro(ctx, actor, centroId, solicitante.nombre),
      ...pasosPersonas(ctx, id, input, personasAntes),
      ...(await avisos(ctx, actual, input)),
    ]);
  } catch (err) {
    if (!esGuardia(err)) throw err;
    requireSolicitudPendiente(await loadSolicitud(ctx, id), t.soloPendiente);
    throw err;
  }
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
