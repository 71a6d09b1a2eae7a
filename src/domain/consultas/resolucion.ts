import { consultasApi as t } from '../../i18n/consultas.ts';
import type { FieldErrors } from '../errors.ts';
import type { ConsultaUpdateInput } from './schema.ts';

/**
 * The status and resolution date an enquiry is left with: it is resolved when it has a
 * resolution date, whatever status was sent with it (choosing "resuelta" without one dates it
 * today); without a date its status is what staff chose, or none. A future date breaks the field.
 */
export function resolucion(
  input: Pick<ConsultaUpdateInput, 'fechaResolucion' | 'estadoClave'>,
  hoy: string,
  errors: FieldErrors,
): { fecha: string | null; estado: string | null } {
  let fecha = input.fechaResolucion ?? null;
  let estado: string | null = input.estadoClave ?? null;
  if (fecha && fecha > hoy) errors.fechaResolucion = [t.fechaFutura];
  if (estado === 'resuelta' && !fecha) fecha = hoy;
  if (fecha) estado = 'resuelta';
  return { fecha, estado };
}
