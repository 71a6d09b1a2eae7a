import { and, desc, eq, lt } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';

// An evaluation (a record of phase type EVA) judges the self-assessment its cycle handed over:
// the project's AUT record of the same cycle (INI or SEG) that comes before it. Evaluators'
// verdicts live on the EVA record; the applicant's justifications, tests and files stay on
// this one. Internal (not gated): callers check access first.

/** Id of the self-assessment that the evaluation `evaluacion` judges, or null if none exists. */
export async function autoevaluacionEvaluada(
  db: Db,
  evaluacion: { proyectoId: number; faseClave: string },
): Promise<number | null> {
  const [fase] = await db.select().from(fasesProyecto).where(eq(fasesProyecto.clave, evaluacion.faseClave));
  if (!fase || fase.tipoClave !== 'EVA') return null;
  const [origen] = await db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(autoevaluaciones.proyectoId, evaluacion.proyectoId),
        eq(fasesProyecto.tipoClave, 'AUT'),
        eq(fasesProyecto.ciclo, fase.ciclo),
        lt(fasesProyecto.orden, fase.orden),
      ),
    )
    .orderBy(desc(fasesProyecto.orden))
    .limit(1);
  return origen?.id ?? null;
}
