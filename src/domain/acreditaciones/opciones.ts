import { and, asc, eq, or, sql } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { textSearch } from '../shared/comun.ts';
import { requireAcreditaciones } from './acceso.ts';
import { condicionElegible } from './elegibles.ts';

export interface ProyectoElegible {
  Id: number;
  Codigo: string;
  FaseClave: string;
  /** The centre's name (what the project combobox shows). */
  Centro: string;
}

/**
 * The project picker of the accreditation form: eligible projects (elegibles.ts) matching
 * `texto` (code or centre), by code; `incluir` (the accreditation's current project) is
 * always offered, so an edit shows its project even after it moved on.
 */
export async function proyectosElegibles(
  ctx: DomainContext,
  opts: { texto?: string; incluir?: number; limite?: number } = {},
): Promise<ProyectoElegible[]> {
  requireAcreditaciones(ctx.actor, 'L');
  const elegible = and(condicionElegible(), ...textSearch(sql`${proyectos.codigo} || ' ' || ${centros.nombre}`, opts.texto));
  const rows = await ctx.db
    .select({
      id: proyectos.id,
      codigo: proyectos.codigo,
      fase: proyectos.faseClave,
      centroId: centros.id,
      centro: centros.nombre,
    })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(
      and(
        eq(proyectos.instanciaId, ctx.instancia.id),
        opts.incluir === undefined ? elegible : or(elegible, eq(proyectos.id, opts.incluir)),
      ),
    )
    .orderBy(asc(proyectos.codigo))
    .limit(opts.limite ?? 50);
  return rows.map((r) => ({ Id: r.id, Codigo: r.codigo, FaseClave: r.fase, Centro: r.centro }));
}
