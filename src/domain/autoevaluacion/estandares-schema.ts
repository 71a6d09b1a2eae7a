import { z } from 'zod';
import { estandaresApi as t } from '../../i18n/autoevaluacion-area.ts';
import { validacion } from '../../i18n/validacion.ts';
import { etiquetasSchema } from '../catalogo/estandares-schema.ts';
import * as v from '../validation/zod.ts';
import { ESTADOS_ESTANDAR, NO_APLICA } from './reglas.ts';

// Payloads of the standards' calls (autoevaluacionEstandar, autoevaluacionEtiqueta,
// autoevaluacionEstandarObservacion; 7.5).

/** C, CUR, PTE, NC, or NA for "not applicable" (which keeps the status the standard had). */
export const ESTADOS_VERDICTO = [...ESTADOS_ESTANDAR, NO_APLICA] as const;

const estado = z
  .string({ error: t.estadoNoValido })
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.enum(ESTADOS_VERDICTO, { error: t.estadoNoValido }));

/**
 * PATCH of a standard's verdict: `estado` (or the form's `estadoClave`), `justificacion`,
 * `aplica` (false = not applicable; a status other than NA makes it applicable again), and
 * optionally the `version` read (0 for a standard never changed): an older one is refused
 * with 409 (shared/version.ts).
 */
export const verdictoEstandarSchema = z
  .strictObject({
    estado: estado.optional(),
    estadoClave: estado.optional(),
    // An empty text clears it (unlike optionalText, which reads empty as "not sent").
    justificacion: z
      .string({ error: validacion.required })
      .max(10_000, { error: validacion.maxLength(10_000) })
      .nullable()
      .optional()
      .transform((s) => (s === undefined ? undefined : s?.trim() ? s : null)),
    aplica: z.boolean({ error: 'Indique true o false' }).optional(),
    version: v.positiveInt().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.estado && b.estadoClave && b.estado !== b.estadoClave)
      ctx.addIssue({ code: 'custom', message: t.estadosDistintos, path: ['estadoClave'] });
    if (b.estado === undefined && b.estadoClave === undefined && b.justificacion === undefined && b.aplica === undefined)
      ctx.addIssue({ code: 'custom', message: t.sinCambios, path: ['estado'] });
  })
  .transform(({ estadoClave, estado: e, ...rest }) => ({ ...rest, estado: e ?? estadoClave }));
export type VerdictoEstandarInput = z.output<typeof verdictoEstandarSchema>;

/** POST …/estandares/{estandarId}/etiquetas/reasignar: `etiquetas` (or `objetoEtiquetas`), the self-assessment's own tags. */
export const etiquetasEstandarSchema = etiquetasSchema;

/** autoevaluacionEstandarObservacion: the text, required. */
export const observacionEstandarSchema = z.strictObject({ observacion: v.requiredText(10_000) });
export type ObservacionEstandarInput = z.output<typeof observacionEstandarSchema>;

/** The self-assessment's own tags: EST for standards, TAR for tasks. */
export const TIPOS_ETIQUETA_AUTOEVALUACION = ['EST', 'TAR'] as const;

/** autoevaluacionEtiqueta: nombre and color required, tipoClave EST (default) or TAR. */
export const etiquetaAutoevaluacionSchema = z.strictObject({
  nombre: v.requiredText(100),
  color: v.colour(),
  tipoClave: z
    .enum(TIPOS_ETIQUETA_AUTOEVALUACION, { error: (i) => (i.input === undefined ? validacion.required : t.tipoEtiquetaNoValido) })
    .optional(),
});
export type EtiquetaAutoevaluacionInput = z.output<typeof etiquetaAutoevaluacionSchema>;
