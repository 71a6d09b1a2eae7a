import { z } from 'zod';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import * as v from '../validation/zod.ts';

// Payloads of the messages area (mensaje). Texts are plain text: the control-character rule
// of the shared field rules refuses what could not be shown, and every page and mail escapes them.

export const ASUNTO_MAX = 200;
export const CUERPO_MAX = 5000;

/** POST mensajes: a new thread, or a reply (`mensajePadreId`) in the parent's thread. */
export const mensajeSchema = z.strictObject({
  proyectoId: v.positiveInt(),
  asunto: v.requiredText(ASUNTO_MAX),
  cuerpo: v.requiredText(CUERPO_MAX),
  estandarId: v.positiveInt({ required: false }),
  mensajePadreId: v.positiveInt({ required: false }),
  tipoClave: v.optionalText(20),
});
export type MensajeInput = z.output<typeof mensajeSchema>;

/** PUT mensajes/avisos: whether a new message mails the person. */
export const avisosSchema = z.strictObject({ correo: z.boolean({ error: t.correoNoValido }) });
