import { and, count, eq, inArray } from 'drizzle-orm';
import { solicitudes } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { requireSolicitudes } from './acceso.ts';

/** Requests received per process (for the staff list); processes without requests are 0. */
export async function solicitudesPorProceso(ctx: DomainContext, procesoIds: number[]): Promise<Map<number, number>> {
  requireSolicitudes(ctx.actor, 'L');
  const counts = new Map(procesoIds.map((id) => [id, 0]));
  if (procesoIds.length === 0) return counts;
  const rows = await ctx.db
    .select({ procesoId: solicitudes.procesoId, n: count() })
    .from(solicitudes)
    .where(and(eq(solicitudes.instanciaId, ctx.instancia.id), inArray(solicitudes.procesoId, procesoIds)))
    .groupBy(solicitudes.procesoId);
  for (const r of rows) counts.set(r.procesoId, r.n);
  return counts;
}
