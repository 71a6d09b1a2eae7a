import { z } from 'zod';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import * as v from '../validation/zod.ts';

/** Statuses of an accreditation. */
export const ESTADOS_ACREDITACION = ['PRE', 'VIG', 'REV', 'CAD'] as const;
export type EstadoAcreditacion = (typeof ESTADOS_ACREDITACION)[number];

/**
 * Payload of POST acreditaciones and PUT acreditaciones/{id} (`acreditacion`). Dates ISO 8601,
 * dd/mm/yyyy or dd-mm-yyyy, stored ISO. Validity may be left out: publication + the process's months.
 * The status may be left out: it then follows from the dates (escritura.ts). The files are
 * uploaded through POST ficheros with acreditacionId once the accreditation exists.
 */
export const acreditacionSchema = z.strictObject({
  proyectoId: v.positiveInt(),
  codigo: v.requiredText(50),
  fechaPublicacion: v.date(),
  fechaVigencia: v.date({ required: false }),
  fechaRevocacion: v.date({ required: false }),
  fechaSuspension: v.date({ required: false }),
  estado: z.enum(ESTADOS_ACREDITACION, { error: t.estadoNoValido }).nullish(),
  /** PUT: the record's Version as the client read it; a newer one on the server is a 409. */
  version: z.string().max(40).optional(),
});
export type AcreditacionInput = z.output<typeof acreditacionSchema>;

/** acreditacionObservacion: the text, required. */
export const acreditacionObservacionSchema = z.strictObject({ observacion: v.requiredText() });
export type AcreditacionObservacionInput = z.output<typeof acreditacionObservacionSchema>;
