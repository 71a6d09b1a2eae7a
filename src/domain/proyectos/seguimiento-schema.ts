import { z } from 'zod';
import * as v from '../validation/zod.ts';

/**
 * PUT proyectos/{id}/abrirSeguimiento: the planned start, the follow-up
 * self-assessment's deadline and the next deadline (fechaLimiteSiguiente), dd/mm/yyyy. "After
 * today" needs the request's clock, so the domain checks it (abrirSeguimiento), not this shape.
 */
export const abrirSeguimientoSchema = z.strictObject({
  fechaInicio: v.date(),
  fechaLimite: v.date({ required: false }),
  fechaLimiteSiguiente: v.date(),
});
export type AbrirSeguimientoInput = z.output<typeof abrirSeguimientoSchema>;
