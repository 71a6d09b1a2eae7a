import { and, eq, isNull } from 'drizzle-orm';
import { perfiles, usuarioPerfiles } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';

/** A profile of the instance by id (key, whether it is held globally, its public name and type); null when none. */
export async function loadPerfil(db: Db, instanciaId: string, perfilId: number) {
  const [perfil] = await db
    .select({
      id: perfiles.id,
      clave: perfiles.clave,
      general: perfiles.general,
      nombrePublico: perfiles.nombrePublico,
      tipoClave: perfiles.tipoClave,
    })
    .from(perfiles)
    .where(and(eq(perfiles.instanciaId, instanciaId), eq(perfiles.id, perfilId)));
  return perfil ?? null;
}

/** One assignment of a profile to a person: for project `proyectoId`, or with null for the whole system. */
interface Asignacion {
  usuarioId: number;
  perfilId: number;
  proyectoId: number | null;
}

/** The usuario_perfiles row of assignment `a` (a project's is never the global one, nor the reverse). */
export const esAsignacion = (a: Asignacion) =>
  and(
    eq(usuarioPerfiles.usuarioId, a.usuarioId),
    eq(usuarioPerfiles.perfilId, a.perfilId),
    a.proyectoId === null ? isNull(usuarioPerfiles.proyectoId) : eq(usuarioPerfiles.proyectoId, a.proyectoId),
  );

/** The id of assignment `a`'s row; null when the person does not hold it. */
export async function loadAsignacion(db: Db, a: Asignacion): Promise<number | null> {
  const [row] = await db.select({ id: usuarioPerfiles.id }).from(usuarioPerfiles).where(esAsignacion(a)).limit(1);
  return row?.id ?? null;
}
