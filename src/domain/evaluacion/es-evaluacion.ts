import { and, eq } from 'drizzle-orm';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';

/**
 * Whether record `id` of the instance is an evaluation (its phase is of type EVA). Reveals
 * nothing by itself: the use case it picks checks access first (404 for outsiders).
 */
export async function esEvaluacion(ctx: Pick<DomainContext, 'db' | 'instancia'>, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ tipo: fasesProyecto.tipoClave })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(and(eq(autoevaluaciones.id, id), eq(autoevaluaciones.instanciaId, ctx.instancia.id)));
  return row?.tipo === 'EVA';
}
