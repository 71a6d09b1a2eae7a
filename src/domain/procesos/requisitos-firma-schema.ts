/**
 * Payload of PUT procesos/{id}/firmas: the documents of the process's projects that must be
 * signed, in order, each with the profiles that sign it, in order. An empty list gives the
 * process back the defaults (REQUISITOS_POR_DEFECTO).
 */
import { z } from 'zod';
import { firmas } from '../../i18n/firmas.ts';
import * as v from '../validation/zod.ts';

const t = firmas.requisitos;

export const requisitoEntrada = z.strictObject(
  {
    tipoFichero: v.requiredText(50),
    perfiles: z.array(v.requiredText(50), { error: t.listaNoValida }).max(10, t.listaNoValida),
  },
  { error: t.listaNoValida },
);

export const requisitosSchema = z.strictObject({
  requisitos: z.array(requisitoEntrada, { error: t.listaNoValida }).max(30, t.listaNoValida),
});
export type RequisitosInput = z.output<typeof requisitosSchema>;
