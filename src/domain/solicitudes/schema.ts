import { z } from 'zod';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { solicitudesAlta as altaTextos } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import { isoDate } from '../catalogo/manuales-schema.ts';
import * as v from '../validation/zod.ts';
import { esClaseNiza } from './clases-niza.ts';

export { CLASES_NIZA } from './clases-niza.ts';

/** A required date in any form toIsoDate reads, stored ISO. */
const requiredIsoDate = () =>
  isoDate().refine((d): d is string => d !== null && d !== undefined, { message: validacion.required });

/** One person of the request, one per process profile (the applicant's profile entries). */
export const perfilSolicitudSchema = z.strictObject({
  perfilId: v.positiveInt(),
  nombre: v.requiredText(100),
  apellido1: v.requiredText(100),
  apellido2: v.optionalText(100),
  sexoId: v.positiveInt(),
  cargo: v.requiredText(255),
  // Required and checked per type (DNI, NIE, PAS) where the profile requires data.
  tipoDocumentoIdentidadClave: v.optionalText(10),
  documentoIdentidad: v.optionalText(20),
  direccionEmail: v.email({ required: false }),
  telefono: v.phone({ required: false }),
});
export type PerfilSolicitudInput = z.output<typeof perfilSolicitudSchema>;

/**
 * `solicitante`, the applicant centre (ADR 0054). By its id (a number, its digits, or the
 * `Solicitante` object a read returns): the request is filed under that registered centre. Any
 * other text is the name the applicant centre is registered under.
 */
const solicitante = z
  .union(
    [
      z.looseObject({ Id: v.positiveInt() }).transform((o) => ({ id: o.Id })),
      v.positiveInt().transform((id) => ({ id })),
      v.requiredText(255).transform((nombre) => ({ nombre })),
    ],
    { error: t.solicitanteNoValido },
  )
  .nullish();
export type SolicitanteInput = NonNullable<z.output<typeof solicitante>>;

/**
 * The request's form, in both calls (POST /solicitudes and PUT /solicitudes/{id}). Field names
 * follow the centre form (`cif`, lower-case; the spec's `CIF` and `NICA` are accepted by
 * acceptSpellings), so both forms share their pieces.
 */
export const formularioSolicitud = {
  nombre: v.requiredText(255),
  cif: v.cif(),
  direccion: v.requiredText(255),
  codigoPostal: v.postalCode(),
  provinciaId: v.positiveInt(),
  municipioId: v.positiveInt(),
  localidadId: v.positiveInt({ required: false }),
  ambitoId: v.positiveInt(),
  fechaInicio: requiredIsoDate(),
  fechaLimite: isoDate(),
  fechaVisita: isoDate(),
  matricula: v.requiredText(255),
  observaciones: v.optionalText(),
  /** Annex I classes: a list, one class, or text "3, 41"; stored as that text. */
  nica: v.numberList(esClaseNiza, altaTextos.nicaNoValida, { required: false }).meta({
    description: 'Clases del Anexo I: una lista ([3, 41]), una sola clase (41) o el texto "3, 41"; se devuelve como "3,41"',
  }),
  solicitante: solicitante.meta({
    description:
      'El solicitante (centro): su Id (o el objeto Solicitante de una lectura), cuyo CIF debe ser el de la solicitud; ' +
      'o el nombre con el que se registra',
  }),
  /** Send the applicant's people the mail of this write (registered, or modified). */
  notificar: z
    .boolean({ error: t.booleanoNoValido })
    .nullish()
    .meta({ description: 'true: las personas de la solicitud con correo reciben el acuse (alta) o el aviso del cambio' }),
  perfiles: z
    .array(perfilSolicitudSchema, { error: validacion.required })
    .max(20)
    .nullish()
    .meta({ description: 'Las personas, una por perfil del proceso; en PUT, si se envía, sustituye a las de la solicitud' }),
};

/**
 * Payload of PUT /solicitudes/{id} (staff edit). The process stays the request's; `perfiles`,
 * when sent, replaces the request's people; `solicitante` moves it to another centre or renames
 * its centre.
 */
export const solicitudSchema = z.strictObject({
  ...formularioSolicitud,
  usuarioTutorId: v.positiveInt(),
  usuarioAdministrativoId: v.positiveInt(),
});
export type SolicitudInput = z.output<typeof solicitudSchema>;

/** Observations and non-conformities. */
export const observacionSchema = z.strictObject({ observacion: v.requiredText() });
export type ObservacionInput = z.output<typeof observacionSchema>;

/** PUT solicitudes/{id}/aceptar and /rechazar. */
export const resolucionSchema = z.strictObject({
  notificar: z.boolean({ error: t.booleanoNoValido }).nullish(),
});
export type ResolucionInput = z.output<typeof resolucionSchema>;

/** The stored form of `NICA`: the classes as text ("3,41"), null when none. */
export const nicaTexto = (nica: readonly number[] | undefined): string | null => (nica?.length ? nica.join(',') : null);
