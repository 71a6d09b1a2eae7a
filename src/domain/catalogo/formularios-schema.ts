/**
 * Payloads of forms, questions and answers (formulario, pregunta, respuesta)
 * and of the form clone (the JSON of GET formularios/{id} without its Id).
 */
import { z } from 'zod';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { validacion } from '../../i18n/validacion.ts';
import * as f from '../validation/fields.ts';
import * as v from '../validation/zod.ts';

const TITULO_MAX = 300;
const TEXTO_MAX = 4000;

type NumberInput = number | string | null | undefined;

/**
 * Whole number >= 0 for question fields: any wrong value reads "No es un número entero
 * positivo" (the question form has its own wording).
 */
export const preguntaInt = (options: { required: boolean } = { required: false }) =>
  z
    .union([z.number(), z.string()], { error: validacion.notPositiveInteger })
    .nullish()
    .transform((input: NumberInput, ctx) => {
      const outcome = f.positiveInt(options)(input);
      if (outcome.ok) return outcome.value;
      const message = outcome.messages[0] === validacion.required ? validacion.required : validacion.notPositiveInteger;
      ctx.addIssue({ code: 'custom', message, input });
      return z.NEVER;
    });

/** Booleans sent by forms: true/false only (no "on" strings). */
const flag = () => z.boolean({ error: t.activoNoValido }).nullish();

/** Whole numbers in id lists (ordenar, reasignar). */
export const idList = (max: number) =>
  z.array(z.number({ error: t.idsNoValidos }).int(t.idsNoValidos).positive(t.idsNoValidos), { error: t.idsNoValidos }).max(max);

const formularioFields = {
  titulo: v.requiredText(TITULO_MAX),
  aclaraciones: v.optionalText(TEXTO_MAX),
  minimo: v.positiveInt({ required: false }),
};
/** POST and PUT /formularios. */
export const formularioSchema = z.strictObject(formularioFields);

const minimoNoMayorQueMaximo = (value: { minimo?: number | null; maximo?: number | null }) =>
  value.minimo == null || value.maximo == null || value.minimo <= value.maximo;
const whenValid = (payload: z.core.ParsePayload) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((i) => ['minimo', 'maximo'].includes(String(i.path?.[0])));

const preguntaFields = {
  enunciado: v.requiredText(TEXTO_MAX),
  aclaraciones: v.optionalText(TEXTO_MAX),
  esencial: flag(),
  minimo: preguntaInt(),
  maximo: preguntaInt(),
  orden: preguntaInt(),
  tipoClave: v.requiredText(20),
};
/** POST /preguntas. */
export const preguntaCreateSchema = z
  .strictObject({ formularioId: v.positiveInt(), ...preguntaFields })
  .refine(minimoNoMayorQueMaximo, { message: t.minimoMayorQueMaximo, path: ['maximo'], when: whenValid });
/** PUT /preguntas/{id}: a question stays in its form. */
export const preguntaUpdateSchema = z
  .strictObject(preguntaFields)
  .refine(minimoNoMayorQueMaximo, { message: t.minimoMayorQueMaximo, path: ['maximo'], when: whenValid });

const respuestaFields = {
  // The spec marks only `correcta` required; an answer option without text cannot be chosen, so
  // the text is required too.
  enunciado: v.requiredText(TEXTO_MAX),
  esencial: flag(),
  correcta: z.boolean({ error: validacion.required }),
  orden: preguntaInt(),
};
/** POST /respuestas. */
export const respuestaCreateSchema = z.strictObject({ preguntaId: v.positiveInt(), ...respuestaFields });
/** PUT /respuestas/{id}. */
export const respuestaUpdateSchema = z.strictObject(respuestaFields);

/** POST …/ordenar: every id of the set, in the new order. */
export const ordenarSchema = z.strictObject({ ids: idList(500) });

// The clone takes the record shape (PascalCase) of GET /formularios/{id}. Ids of questions and
// answers and the audit block are accepted and ignored: the clone gets its own.
const auditoria = z.unknown().optional();
const importRespuesta = z.strictObject({
  Id: z.unknown().optional(),
  Enunciado: v.requiredText(TEXTO_MAX),
  Correcta: z.boolean({ error: validacion.required }),
  Esencial: flag(),
  Orden: preguntaInt(),
});
const importPregunta = z
  .strictObject({
    Id: z.unknown().optional(),
    Enunciado: v.requiredText(TEXTO_MAX),
    Tipo: z.object({ Clave: v.requiredText(20), Nombre: z.unknown().optional() }, { error: validacion.required }),
    Esencial: flag(),
    Minimo: preguntaInt(),
    Maximo: preguntaInt(),
    Orden: preguntaInt(),
    Aclaraciones: v.optionalText(TEXTO_MAX),
    Respuestas: z.array(importRespuesta).max(200).optional(),
  })
  .refine((p) => minimoNoMayorQueMaximo({ minimo: p.Minimo, maximo: p.Maximo }), {
    message: t.minimoMayorQueMaximo,
    path: ['Maximo'],
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((i) => ['Minimo', 'Maximo'].includes(String(i.path?.[0]))),
  });
/** POST /formularios/importar. A top-level Id (the spec removes it) is tolerated and ignored. */
export const formularioImportSchema = z.strictObject({
  Id: z.unknown().optional(),
  Titulo: v.requiredText(TITULO_MAX),
  Aclaraciones: v.optionalText(TEXTO_MAX),
  Minimo: v.positiveInt({ required: false }),
  Preguntas: z.array(importPregunta).max(500).optional(),
  Auditoria: auditoria,
});

export type FormularioInput = z.output<typeof formularioSchema>;
export type PreguntaCreateInput = z.output<typeof preguntaCreateSchema>;
export type PreguntaUpdateInput = z.output<typeof preguntaUpdateSchema>;
export type RespuestaCreateInput = z.output<typeof respuestaCreateSchema>;
export type RespuestaUpdateInput = z.output<typeof respuestaUpdateSchema>;
export type FormularioImport = z.output<typeof formularioImportSchema>;
