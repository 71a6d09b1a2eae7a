import { requireAreaAutoevaluacion } from '../autoevaluacion/area.ts';
import { loadCapacidades, trabajaEnRegistro } from '../autoevaluacion/capacidades.ts';
import type { DomainContext } from '../context.ts';
import { isAppError } from '../errors.ts';
import { MemoPeticion } from '../shared/memo-peticion.ts';
import { areaDe, type RegistroArea } from './entrada.ts';
import type { MiProyecto } from './mios.ts';

/** The link a project of the chooser offers into its area, and whether the user only reads there. */
export interface EnlaceArea {
  ir: string;
  soloLectura: boolean;
}

/** A page of the user's projects with each one's link as listEnlacesArea answered, in the same order (null: none). */
export interface ProyectosEnlazados {
  records: Partial<MiProyecto>[];
  total: number;
  enlaces: readonly (EnlaceArea | null)[];
}

/**
 * The link into the area of a project's current record (areaDe), asked of the areas' own gate
 * (requireAreaAutoevaluacion, which every page of both areas passes), so the chooser never
 * offers a link its page refuses: null when the gate answers 403/404. `soloLectura` when the
 * user's profiles there let them read the record in its phase but work on none of its records
 * (trabajaEnRegistro: e.g. the head of evaluation on a follow-up self-assessment, or on an
 * evaluation once published). The root (a record of neither area) is open to anyone.
 */
export async function getEnlaceArea(ctx: DomainContext, a: RegistroArea): Promise<EnlaceArea | null> {
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

/**
 * getEnlaceArea for many records at once (null where there is none), as every place that links
 * a user into an area asks it: the chooser, the areas' project switcher, the one-project entry
 * and the notices. The gate's answers are read for all of them in a few statements
 * (loadCapacidades) and each gate then runs from the request's memo, so a page's cost does not
 * grow with the number of projects it links.
 */
export async function listEnlacesArea(
  ctx: DomainContext,
  registros: readonly (RegistroArea | null | undefined)[],
): Promise<(EnlaceArea | null)[]> {
  const enPeticion = ctx.memo ? ctx : { ...ctx, memo: new MemoPeticion() };
  await loadCapacidades(
    enPeticion,
    registros.flatMap((a) => (a && areaDe(a) !== '/' ? [a.Id] : [])),
  );
  return Promise.all(registros.map((a) => (a ? getEnlaceArea(enPeticion, a) : null)));
}
