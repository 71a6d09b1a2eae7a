import { requireAreaAutoevaluacion } from '../autoevaluacion/area.ts';
import { trabajaEnRegistro } from '../autoevaluacion/capacidades.ts';
import type { DomainContext } from '../context.ts';
import { isAppError } from '../errors.ts';
import { areaDe } from './entrada.ts';
import type { MiProyecto } from './mios.ts';

/** The link a project of the chooser offers into its area, and whether the user only reads there. */
export interface EnlaceArea {
  ir: string;
  soloLectura: boolean;
}

/**
 * The link into the area of a project's current record (areaDe), asked of the areas' own gate
 * (requireAreaAutoevaluacion, which every page of both areas passes), so the chooser never
 * offers a link its page refuses: null when the gate answers 403/404. `soloLectura` when the
 * user's profiles there let them read the record in its phase but work on none of its records
 * (trabajaEnRegistro: e.g. the head of evaluation on a follow-up self-assessment, or on an
 * evaluation once published). The root (a record of neither area) is open to anyone.
 */
export async function getEnlaceArea(
  ctx: DomainContext,
  a: NonNullable<MiProyecto['Autoevaluacion']>,
): Promise<EnlaceArea | null> {
  const ir = areaDe(a);
  if (ir === '/') return { ir, soloLectura: false };
  try {
    const acceso = await requireAreaAutoevaluacion(ctx, a.Id);
    return { ir, soloLectura: !trabajaEnRegistro(acceso.capacidades) };
  } catch (err) {
    if (isAppError(err) && (err.status === 403 || err.status === 404)) return null;
    throw err;
  }
}
