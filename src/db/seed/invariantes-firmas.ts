import { eq, sql } from 'drizzle-orm';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { ficheros } from '../schema/ficheros.ts';
import { firmas } from '../schema/firmas.ts';
import { perfiles, usuarioPerfiles } from '../schema/identidad.ts';
import { autoevaluaciones } from '../schema/proyectos.ts';
import type { Db } from '../types.ts';

// The invariant of the signatures (what signing requires: src/domain/firmas/firmas.ts): a
// signature made (FIR) names its signer and time, and the signer holds the profile it was made
// for, for the whole system or in the project the file belongs to (the file's own project, its
// accreditation's, or the project of the evaluation whose report it is).

/** Every signature made was made by a holder of its profile (one line per violation). */
export async function checkFirmas(db: Db): Promise<string[]> {
  const proyectoDelFichero = sql`coalesce(${ficheros.proyectoId},
    (select ${acreditaciones.proyectoId} from ${acreditaciones} where ${acreditaciones.id} = ${ficheros.acreditacionId}),
    (select ${autoevaluaciones.proyectoId} from ${autoevaluaciones} where ${autoevaluaciones.ficheroInformeId} = ${ficheros.id}))`;
  const rows = await db
    .select({
      id: firmas.id,
      ficheroId: firmas.ficheroId,
      perfilClave: firmas.perfilClave,
      usuarioId: firmas.usuarioFirmaId,
      fecha: firmas.fechaFirma,
      lotiene: sql<number>`exists (select 1 from ${usuarioPerfiles} inner join ${perfiles} on ${perfiles.id} = ${usuarioPerfiles.perfilId}
        where ${usuarioPerfiles.usuarioId} = ${firmas.usuarioFirmaId} and ${perfiles.clave} = ${firmas.perfilClave}
        and (${usuarioPerfiles.proyectoId} is null or ${usuarioPerfiles.proyectoId} = ${proyectoDelFichero}))`,
    })
    .from(firmas)
    .innerJoin(ficheros, eq(ficheros.id, firmas.ficheroId))
    .where(eq(firmas.estado, 'FIR'));
  const out: string[] = [];
  for (const f of rows) {
    const que = `firma ${f.id} (fichero ${f.ficheroId}, ${f.perfilClave})`;
    if (f.usuarioId === null || !f.fecha) out.push(`${que}: firmada sin firmante o sin fecha`);
    else if (!f.lotiene) out.push(`${que}: su firmante ${f.usuarioId} no tiene el perfil`);
  }
  return out;
}
