import type { DomainContext } from '../context.ts';
import type { ListQuery } from '../listing.ts';
import { type EnlaceArea, listEnlacesArea } from './enlace-area.ts';
import { registroAutoevaluacion } from './entrada.ts';
import { listMisProyectos } from './mios.ts';
import type { Pendientes } from './pendientes.ts';

/** What the chooser's notices need for a page of projects: what needs the person in each, and the gate's link of every record they point into. */
export interface LecturaAvisos {
  /** By project id. */
  pendientes: ReadonlyMap<number, Pendientes | null>;
  /** By record id: the area's link as its gate answers (null: refused). */
  enlaces: ReadonlyMap<number, EnlaceArea | null>;
}

/**
 * The notices of the chooser's page `query`: what needs the person in each project, and the
 * links they point into. `enlaces` holds what the page already asked of the areas' gates (its
 * projects' current records); a correction round is answered on the centre's self-assessment,
 * which may be another record, so the gate is asked of those too, together (listEnlacesArea).
 */
export async function listAvisosMisProyectos(
  ctx: DomainContext,
  query: Pick<ListQuery, 'pagina' | 'registrosPorPagina'>,
  enlaces: ReadonlyMap<number, EnlaceArea | null>,
): Promise<LecturaAvisos> {
  const page = await listMisProyectos(ctx, { query: { ...query, campos: ['Id', 'Pendientes'] } });
  const pendientes = new Map(page.records.map((r) => [r.Id as number, r.Pendientes ?? null]));
  const rondas = [
    ...new Set(
      [...pendientes.values()].flatMap((n) =>
        n?.Subsanacion && !enlaces.has(n.Subsanacion.AutoevaluacionId) ? [n.Subsanacion.AutoevaluacionId] : [],
      ),
    ),
  ];
  const deRondas = await listEnlacesArea(ctx, rondas.map(registroAutoevaluacion));
  return { pendientes, enlaces: new Map([...enlaces, ...rondas.map((id, i) => [id, deRondas[i] ?? null] as const)]) };
}
