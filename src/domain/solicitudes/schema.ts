import { z } from 'zod';
import { clasesNiza } from '../../content/clases-niza.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { solicitudesAlta as altaTextos } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import { isoDate } from '../catalogo/manuales-schema.ts';
import * as v from '../validation/zod.ts';

/** The Annex I (Nice) classes a request may name. */
export const CLASES_NIZA: ReadonlySet<number> = new Set(clasesNiza.map((c) => c.clase));

/** A required date in any form toIsoDate reads, stored ISO. */
const requiredIsoDate = () =>
  isoDate().refine((d): d is string => d !== null && d !== undefined, { message: validacion.required });

/**
 * Payload of PUT /solicitudes/{id} (staff edit). The centre link,
 * the process and the people entries are not edited here: they come from the wizard. Field names
 * follow the centre form (`cif`, lower-case) so both forms share their pieces.
 */
export const solicitudSchema = z.strictObject({
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
  /** Annex I classes, comma-separated ("3,41"), each one of the classes the wizard offers. */
  nica: v.optionalText(255).refine((value) => !value || value.split(',').every((c) => CLASES_NIZA.has(Number(c.trim()))), {
    message: altaTextos.nicaNoValida,
  }),
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
