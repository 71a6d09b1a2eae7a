import { desc, eq } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import { registrosConFase } from '../shared/uniones.ts';

// Where a project's centre team finds its project in the application, for links in mails that
// are not about one record (a certificate belongs to the project): the record of the
// project's current phase, else its latest, in the area of its phase type; the way the
// /autoevaluacion entry opens a project. Both areas' homes show the project's certificates.

/** The path of record `id`'s area home: the evaluation area for a phase of type EVA, else the self-assessment's. */
export const rutaDeRegistro = (tipoFase: string | null, id: number) =>
  tipoFase === 'EVA' ? `/evaluacion/${id}` : `/autoevaluacion/${id}`;

/** The path (no origin) of the project's area home, or null when it has no record yet. */
export async function rutaAreaProyecto(db: Db, proyectoId: number): Promise<string | null> {
  const [actual] = await registrosConFase(db, { id: autoevaluaciones.id, tipo: fasesProyecto.tipoClave })
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .where(eq(autoevaluaciones.proyectoId, proyectoId))
    // The record of the project's current phase first, then the latest.
    .orderBy(desc(eq(autoevaluaciones.faseClave, proyectos.faseClave)), desc(autoevaluaciones.id))
    .limit(1);
  if (!actual) return null;
  return rutaDeRegistro(actual.tipo, actual.id);
}
