import { asc } from 'drizzle-orm';
import { preguntas, respuestas } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { inIds } from './comun.ts';

/**
 * The questions of these forms and their answers, each in their form's order (orden, then id):
 * what both a self-assessment's tests and a manual's export read of a form.
 */
export async function loadPreguntasYRespuestas(db: Db, formularioIds: number[]) {
  const qs = await db
    .select()
    .from(preguntas)
    .where(inIds(preguntas.formularioId, formularioIds))
    .orderBy(asc(preguntas.orden), asc(preguntas.id));
  const rs = qs.length
    ? await db
        .select()
        .from(respuestas)
        .where(
          inIds(
            respuestas.preguntaId,
            qs.map((q) => q.id),
          ),
        )
        .orderBy(asc(respuestas.orden), asc(respuestas.id))
    : [];
  return { qs, rs };
}
