import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { requireEnAutoevaluacion } from './acceso.ts';

// A follow-up self-assessment (AUT-SEG) keeps the earlier cycle beside it for comparison: the
// standard page shows what the team recorded on the same standard in the project's latest
// self-assessment of an EARLIER cycle (finished, so read-only). A first-cycle record has none.

export interface VerdictoAnterior {
  Fase: { Clave: string; Nombre: string };
  AutoevaluacionId: number;
  /** PTE, CUR, C, NC; PTE also when the earlier cycle left no row (never touched). */
  EstadoClave: string;
  Aplica: boolean;
  Justificacion: string | null;
}

/** The project's latest self-assessment of a cycle before the one of phase `faseClave`, or null (internal: caller checked access). */
export async function loadAutoevaluacionCicloAnterior(ctx: DomainContext, proyectoId: number, faseClave: string) {
  const [actual] = await ctx.db
    .select({ ciclo: fasesProyecto.ciclo, orden: fasesProyecto.orden })
    .from(fasesProyecto)
    .where(eq(fasesProyecto.clave, faseClave));
  if (!actual) return null;
  const [r] = await ctx.db
    .select({ id: autoevaluaciones.id, clave: fasesProyecto.clave, nombre: fasesProyecto.nombre })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(
      and(
        eq(autoevaluaciones.proyectoId, proyectoId),
        eq(fasesProyecto.tipoClave, 'AUT'),
        ne(fasesProyecto.ciclo, actual.ciclo),
        lt(fasesProyecto.orden, actual.orden),
      ),
    )
    .orderBy(desc(fasesProyecto.orden), desc(autoevaluaciones.id))
    .limit(1);
  return r ?? null;
}

/** The earlier cycle's verdict on a standard, for whoever may read the self-assessment; null in a first cycle. */
export async function getVerdictoAnterior(
  ctx: DomainContext,
  autoevaluacionId: number,
  estandarId: number,
): Promise<VerdictoAnterior | null> {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso);
  const anterior = await loadAutoevaluacionCicloAnterior(ctx, autoevaluacion.proyectoId, autoevaluacion.faseClave);
  if (!anterior) return null;
  const [v] = await ctx.db
    .select({
      estadoClave: autoevaluacionEstandares.estadoClave,
      aplica: autoevaluacionEstandares.aplica,
      justificacion: autoevaluacionEstandares.justificacion,
    })
    .from(autoevaluacionEstandares)
    .where(and(eq(autoevaluacionEstandares.autoevaluacionId, anterior.id), eq(autoevaluacionEstandares.estandarId, estandarId)));
  return {
    Fase: { Clave: anterior.clave, Nombre: anterior.nombre },
    AutoevaluacionId: anterior.id,
    EstadoClave: v?.estadoClave ?? 'PTE',
    Aplica: v?.aplica ?? true,
    Justificacion: v?.justificacion ?? null,
  };
}
