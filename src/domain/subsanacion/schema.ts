import { z } from 'zod';
import { validacion } from '../../i18n/validacion.ts';
import * as v from '../validation/zod.ts';

// Payloads of the correction round's calls (new calls, in the spec's style; see the report).

const MAX_TEXTO = 4000;

/**
 * POST autoevaluaciones/{id}/subsanaciones: the standards returned, each with the
 * evaluator's comment, and the deadline (dd/mm/yyyy; two months from today when absent).
 */
export const abrirSubsanacionSchema = z.strictObject({
  estandares: z
    .array(z.strictObject({ estandarId: v.positiveInt(), comentario: v.requiredText(MAX_TEXTO) }), { error: validacion.required })
    .min(1, { error: validacion.required }),
  fechaLimite: v.date({ required: false }),
});
export type AbrirSubsanacionInput = z.output<typeof abrirSubsanacionSchema>;

/** PATCH autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}: the team's answer to the comment (empty clears it). */
export const respuestaSubsanacionSchema = z.strictObject({
  respuesta: v.optionalText(MAX_TEXTO),
  /** The answer's `Version` as read (0 before the first answer). */
  version: v.positiveInt(),
});
export type RespuestaSubsanacionInput = z.output<typeof respuestaSubsanacionSchema>;
