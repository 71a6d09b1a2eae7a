import { z } from '@hono/zod-openapi';
import { validacion } from '../../i18n/validacion.ts';

/** Form posts send "28"; JSON clients send 28. Empty means "not given". */
const toCode = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;

const code = () =>
  z.preprocess(
    toCode,
    z
      .number({ error: (issue) => (issue.input === undefined ? validacion.required : 'Debe ser un código numérico') })
      .int('Debe ser un código numérico')
      .positive('Debe ser un código numérico'),
  );

/**
 * A saved location (province and municipality required, locality optional). Every
 * route that stores one embeds this shape and calls `validateUbicacion` on it.
 */
export const ubicacionSchema = z
  .strictObject({
    provinciaId: code().openapi({ type: 'integer', example: 28 }),
    municipioId: code().openapi({ type: 'integer', example: 28079 }),
    localidadId: z.preprocess(toCode, z.number().int().positive().optional()).openapi({ type: 'integer', example: 280790001 }),
  })
  .openapi('Ubicacion');
