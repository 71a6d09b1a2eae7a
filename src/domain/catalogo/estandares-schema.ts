/**
 * Payloads of the standard, evidence, example and evaluation-guide calls, built from the project's validation builders so the API answers with the spec's
 * messages. Unknown fields are refused ("Campo no permitido").
 */
import { z } from 'zod';
import { validacion } from '../../i18n/validacion.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';

const CODIGO_MAX = 50;
const TEXTO_MAX = 4000;
/** Rich text arrives as HTML, so it may be longer than what it shows. */
const HTML_MAX = 100_000;

const required = () => v.positiveInt();
const optionalRef = () => v.positiveInt({ required: false });
const flag = () => z.boolean({ error: validacion.required });
const optionalFlag = () => z.boolean({ error: validacion.required }).optional();

/** A plain list of ids (reasignar calls and pickers). */
export const idList = () =>
  z
    .array(z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).positive(validacion.positiveInteger), {
      error: validacion.required,
    })
    .max(500);

// ---- Standards -------------------------------------------------------------------------

const estandarFields = {
  manualId: required(),
  bloqueId: required(),
  codigo: v.requiredText(CODIGO_MAX),
  descripcion: v.requiredText(TEXTO_MAX),
  esencial: flag(),
  proposito: v.optionalText(TEXTO_MAX),
  observaciones: v.optionalText(TEXTO_MAX),
  paqueteId: optionalRef(),
  /** Evidences required to meet the standard. */
  minimo: v.positiveInt({ required: false }),
  orden: v.positiveInt({ required: false }),
  etiquetas: idList().optional(),
};

/** POST /estandares; `ejemploId` links an example in the same write (the "new standard from an example" flow). */
export const estandarCreateSchema = z.strictObject({ ...estandarFields, ejemploId: optionalRef() });

/**
 * PUT /estandares/{id}: the whole form. `manualId` may be sent but must not change; absent
 * optional fields are cleared, an absent `orden` or `etiquetas` keeps what is stored.
 */
export const estandarUpdateSchema = z.strictObject({ ...estandarFields, manualId: optionalRef() });

export type EstandarCreateInput = z.output<typeof estandarCreateSchema>;
export type EstandarUpdateInput = z.output<typeof estandarUpdateSchema>;

// ---- Evidences -------------------------------------------------------------------------

const evidenciaFields = {
  manualId: required(),
  estandarId: required(),
  codigo: v.requiredText(CODIGO_MAX),
  descripcion: v.requiredText(TEXTO_MAX),
  esencial: flag(),
  observaciones: v.optionalText(TEXTO_MAX),
  /** Tests required to meet the evidence. */
  minimo: v.positiveInt({ required: false }),
  orden: v.positiveInt({ required: false }),
};

export const evidenciaCreateSchema = z.strictObject(evidenciaFields);
/** PUT /evidencias/{id}: may move the evidence to another standard of the same manual. */
export const evidenciaUpdateSchema = z.strictObject({ ...evidenciaFields, manualId: optionalRef() });

export type EvidenciaCreateInput = z.output<typeof evidenciaCreateSchema>;
export type EvidenciaUpdateInput = z.output<typeof evidenciaUpdateSchema>;

// ---- Examples --------------------------------------------------------------------------

const ejemploFields = {
  titulo: v.requiredText(300),
  autor: v.optionalText(300),
  referencia: v.optionalText(1000),
  /** Rich text (HTML); sanitised by the domain before it is stored. */
  descripcion: v.withoutControlCharacters(
    z.string({ error: validacion.required }).max(HTML_MAX, validacion.maxLength(HTML_MAX)).nullish(),
  ),
  texto: v.optionalText(20_000),
};

export const ejemploSchema = z.strictObject(ejemploFields);
export type EjemploInput = z.output<typeof ejemploSchema>;

// ---- Evaluation guides -----------------------------------------------------------------

export const guiaCreateSchema = z.strictObject({
  estandarId: required(),
  descripcion: v.requiredText(TEXTO_MAX),
  generaAreaMejora: optionalFlag(),
  generaFortaleza: optionalFlag(),
  orden: v.positiveInt({ required: false }),
});

/** PUT /guiasEvaluacion/{id}: a guide stays with its standard. */
export const guiaUpdateSchema = z.strictObject({
  descripcion: v.requiredText(TEXTO_MAX),
  generaAreaMejora: optionalFlag(),
  generaFortaleza: optionalFlag(),
  orden: v.positiveInt({ required: false }),
});

export type GuiaCreateInput = z.output<typeof guiaCreateSchema>;
export type GuiaUpdateInput = z.output<typeof guiaUpdateSchema>;

// ---- Link sets -------------------------------------------------------------------------

export const etiquetasSchema = reassignBody('etiquetas', idList());
export const ambitosSchema = reassignBody('ambitos', idList());
export const ejemplosSchema = reassignBody('ejemplos', idList());
export const pruebasSchema = reassignBody('pruebas', idList());
export const estandaresSchema = reassignBody('estandares', idList());
export const evidenciasSchema = reassignBody('evidencias', idList());
/** POST …/ordenar: the ids in their new order (orden = position, from 1). */
export const ordenarSchema = z.strictObject({ ids: idList().min(1, validacion.required) });
