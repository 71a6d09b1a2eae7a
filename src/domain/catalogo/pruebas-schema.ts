/** Payloads of tests and of their evidences' reassignment. */
import { z } from 'zod';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';
import { idList } from './formularios-schema.ts';

const pruebaFields = {
  descripcion: v.requiredText(2000),
  formularioId: v.positiveInt(),
  aclaraciones: v.optionalText(4000),
  activo: z.boolean({ error: t.activoNoValido }).nullish(),
  tipoClave: v.optionalText(20),
};

/** POST /evidencias/{evidenciaId}/pruebas: the manual is the evidence's; manualId, when sent, must name it. */
export const pruebaEvidenciaSchema = z.strictObject({ ...pruebaFields, manualId: v.positiveInt({ required: false }) });
/** POST /pruebas; `evidencias` (optional) links the new test to evidences of its manual at once. */
export const pruebaCreateSchema = z.strictObject({
  ...pruebaFields,
  manualId: v.positiveInt(),
  evidencias: idList(500).optional(),
});
/** PUT /pruebas/{id}: manualId may be sent (the edit form does) but a test never changes manual. */
export const pruebaUpdateSchema = z.strictObject({ ...pruebaFields, manualId: v.positiveInt({ required: false }) });
/** POST /pruebas/{id}/evidencias/reasignar: the complete new set. */
export const evidenciasReassignSchema = reassignBody('evidencias', idList(500));

export type PruebaFieldsInput = z.output<z.ZodObject<typeof pruebaFields>>;
export type PruebaEvidenciaInput = z.output<typeof pruebaEvidenciaSchema>;
export type PruebaCreateInput = z.output<typeof pruebaCreateSchema>;
export type PruebaUpdateInput = z.output<typeof pruebaUpdateSchema>;
