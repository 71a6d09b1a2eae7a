import { and, eq } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';

// Projects as people recognise them: by code and centre, never by their internal number.
// The invitation form chooses a project from this list; mails and lists name it the same way.

/** A project in a picker or a mail: its code and its centre's name. */
export interface ProyectoOpcion {
  Id: number;
  Codigo: string;
  Centro: string;
}

export { nombreProyecto } from './proyecto-nombre.ts';

const campos = { Id: proyectos.id, Codigo: proyectos.codigo, Centro: centros.nombre };

/** One project of the instance by id, as a picker shows it; null when it does not exist. */
export async function loadProyectoOpcion(
  ctx: Pick<DomainContext, 'db' | 'instancia'>,
  id: number,
): Promise<ProyectoOpcion | null> {
  const [row] = await ctx.db
    .select(campos)
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id)));
  return row ?? null;
}
