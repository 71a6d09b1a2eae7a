import { and, eq, like, sql } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';

/**
 * The next free project code of the year of `hoy` (Spain's calendar): PRY-2026-0001,
 * PRY-2026-0002… The unique index on (instancia, codigo) settles a race between two
 * acceptances; the caller retries with the next code.
 */
export async function siguienteCodigoProyecto(db: Db, instanciaId: string, hoy: string): Promise<string> {
  const prefijo = `PRY-${hoy.slice(0, 4)}-`;
  const [row] = await db
    .select({ max: sql<number | null>`max(cast(substr(${proyectos.codigo}, ${prefijo.length + 1}) as integer))` })
    .from(proyectos)
    .where(and(eq(proyectos.instanciaId, instanciaId), like(proyectos.codigo, `${prefijo}%`)));
  return `${prefijo}${String((row?.max ?? 0) + 1).padStart(4, '0')}`;
}
