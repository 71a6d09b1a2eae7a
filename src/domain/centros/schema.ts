import { z } from 'zod';
import * as v from '../validation/zod.ts';

/**
 * Payload of POST /centros and PUT /centros/{id}: name and
 * postal code required, CIF checked with the spec's rule when given, and the location
 * (province and municipality required, locality optional) checked by validateUbicacion.
 */
export const centroSchema = z.strictObject({
  nombre: v.requiredText(255),
  direccion: v.optionalText(255),
  codigoPostal: v.postalCode(),
  cif: v.cif({ required: false }),
  provinciaId: v.positiveInt(),
  municipioId: v.positiveInt(),
  localidadId: v.positiveInt({ required: false }),
});
export type CentroInput = z.output<typeof centroSchema>;
