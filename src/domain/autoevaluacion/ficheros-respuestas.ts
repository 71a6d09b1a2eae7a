import { eq, sql } from 'drizzle-orm';
import {
  autoevaluacionPreguntaFicheros,
  autoevaluacionPreguntas,
  autoevaluacionPruebaFicheros,
  autoevaluacionPruebas,
} from '../../db/schema/autoevaluacion.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { motivoSoloLectura } from './contribucion.ts';

/**
 * 409 when the file answers a test of a self-assessment that takes no more contributions:
 * deleting it would change a finished self-assessment's answers (the attachment rows go with
 * the file). Files of an open self-assessment, or attached to none, may go.
 */
export async function requireFicheroNoCerrado(ctx: Pick<DomainContext, 'db'>, ficheroId: number): Promise<void> {
  const ap = autoevaluacionPruebas;
  const rows = await ctx.db
    .select({ estadoClave: autoevaluaciones.estadoClave })
    .from(ap)
    .innerJoin(autoevaluaciones, eq(autoevaluaciones.id, ap.autoevaluacionId))
    .where(
      sql`${ap.id} in (select ${autoevaluacionPruebaFicheros.autoevaluacionPruebaId} from ${autoevaluacionPruebaFicheros} where ${autoevaluacionPruebaFicheros.ficheroId} = ${ficheroId})
        or ${ap.id} in (select ${autoevaluacionPreguntas.autoevaluacionPruebaId} from ${autoevaluacionPreguntas}
          inner join ${autoevaluacionPreguntaFicheros} on ${autoevaluacionPreguntaFicheros.autoevaluacionPreguntaId} = ${autoevaluacionPreguntas.id}
          where ${autoevaluacionPreguntaFicheros.ficheroId} = ${ficheroId})`,
    );
  for (const r of rows) {
    const motivo = motivoSoloLectura(r);
    if (motivo) throw new AppError(409, motivo);
  }
}
