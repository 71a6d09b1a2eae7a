/**
 * Payload of POST procesos/{id}/niveles and PUT procesos/niveles/{id}: a level's key, name,
 * the whole percent (0–100) of applicable essential and non-essential standards to meet, and
 * its order (higher is a higher level).
 */
import { z } from 'zod';
import { nivelesApi as t } from '../../i18n/evaluacion-resultado.ts';
import * as v from '../validation/zod.ts';

/** Whole percent 0–100: negatives and fractions get the spec's "Solo números enteros positivos". */
const porcentaje = () => v.positiveInt().refine((n) => n <= 100, { message: t.porcentajeFuera });

export const nivelSchema = z.strictObject({
  clave: v.requiredText(20),
  nombre: v.requiredText(100),
  porcentajeEsenciales: porcentaje(),
  porcentajeNoEsenciales: porcentaje(),
  orden: v.positiveInt({ required: false }),
});
export type NivelInput = z.output<typeof nivelSchema>;

/** A level as GET procesos/{id} lists it (and POST procesos/importar reads it back). */
export interface NivelRecord {
  Id: number;
  Clave: string;
  Nombre: string;
  PorcentajeEsenciales: number;
  PorcentajeNoEsenciales: number;
  Orden: number;
}
