import { and, eq } from 'drizzle-orm';
import { perfiles } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';

/** A profile of the instance by id (key, whether it is held globally, its public name and type); null when none. */
export async function findPerfil(db: Db, instanciaId: string, perfilId: number) {
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
