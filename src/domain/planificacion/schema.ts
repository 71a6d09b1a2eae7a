import { z } from 'zod';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import * as v from '../validation/zod.ts';

// Payloads of planning (tarea and autoevaluacionTareaObservacion; the tasks calls).
// The status is not part of the payload: it follows from conseguido and fechaLimite
// (estado.ts). POST takes the whole task; PUT with the version read replaces it (an absent
// optional field clears it), without one it changes only the fields sent (shared/version.ts).

export const tareaSchema = z.strictObject({
  titulo: v.requiredText(200),
  descripcion: v.optionalText(4000),
  /** Any date form of v.date ("Formato fecha no válido"), stored ISO. */
  fechaLimite: v.date({ required: false }),
  estandarId: v.positiveInt({ required: false }),
  /** The one responsible: a member of the project's team. */
  usuarioId: v.positiveInt({ required: false }),
  conseguido: z.boolean({ error: t.conseguidoNoValido }).optional(),
  /** PUT: the task's Version as the client read it (or its ETag in If-Match); a newer one on the server is a 409. */
  version: v.positiveInt({ required: false }),
});
export type TareaInput = z.output<typeof tareaSchema>;

/** autoevaluacionTareaObservacion: the text, required. */
export const tareaObservacionSchema = z.strictObject({ observacion: v.requiredText() });
export type TareaObservacionInput = z.output<typeof tareaObservacionSchema>;
