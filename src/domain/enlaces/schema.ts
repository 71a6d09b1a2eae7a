import { z } from 'zod';
import { LUGARES_ENLACE } from '../../db/schema/enlaces.ts';
import { enlacesApi as t } from '../../i18n/enlaces.ts';
import { validacion } from '../../i18n/validacion.ts';
import * as v from '../validation/zod.ts';

/** A link's address: an absolute http or https URL with a host (no javascript:, data:, mailto:). */
export function esUrlWeb(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * POST enlaces and PUT enlaces/{id}: title and address required; the address http or https
 * only (422 otherwise, so no link can run script or open a local file); where it shows.
 */
export const enlaceSchema = z.strictObject({
  titulo: v.requiredText(200),
  url: v.requiredText(2000).refine((u) => u === undefined || esUrlWeb(u.trim()), { message: t.urlNoValida }),
  descripcion: v.optionalText(1000),
  lugar: z.enum(LUGARES_ENLACE, {
    error: (issue) => (issue.input === undefined || issue.input === null ? validacion.required : t.lugarNoValido),
  }),
});
export type EnlaceInput = z.output<typeof enlaceSchema>;

/** POST enlaces/ordenar: every link of one place, in the new order. */
export const ordenarEnlacesSchema = z.strictObject({
  ids: z
    .array(z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).positive(validacion.positiveInteger))
    .min(1, validacion.required)
    .max(500),
});
