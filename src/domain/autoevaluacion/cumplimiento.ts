import { and, count, eq, inArray } from 'drizzle-orm';
import {
  autoevaluacionEvidencias,
  autoevaluacionPreguntaFicheros,
  autoevaluacionPreguntaMarcadas,
  autoevaluacionPreguntas,
  autoevaluacionPruebas,
} from '../../db/schema/autoevaluacion.ts';
import { evidenciaPruebas, evidencias, formularios, preguntas, pruebas } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import {
  estandarCumpleMinimo,
  evidenciaCumpleMinimo,
  evidenciaCumplida,
  type PreguntaRegla,
  pruebaCumple,
  type RespuestaPregunta,
  SIN_VERDICTO,
} from './reglas.ts';

// Which standards reach the manual's minimum in a self-assessment: loads the evidences, their
// active tests, the forms and the team's answers, and asks the rules of reglas.ts (nothing is
// decided here). Internal: callers check access first.

/** For each of `estandarIds`, whether it reaches its minimum and how many of its evidences count. */
export async function minimosEstandares(
  db: Db,
  autoevaluacionId: number,
  estandares: ReadonlyArray<{ id: number; minimo: number }>,
): Promise<Map<number, { cumple: boolean; evidenciasCumplidas: number }>> {
  const out = new Map<number, { cumple: boolean; evidenciasCumplidas: number }>();
  if (estandares.length === 0) return out;
  const evs = await db
    .select({ id: evidencias.id, estandarId: evidencias.estandarId, minimo: evidencias.minimo })
    .from(evidencias)
    .where(
      inArray(
        evidencias.estandarId,
        estandares.map((e) => e.id),
      ),
    );
  const evIds = evs.map((e) => e.id);
  const verdictos = new Map(
    evIds.length === 0
      ? []
      : (
          await db
            .select({
              id: autoevaluacionEvidencias.evidenciaId,
              estadoClave: autoevaluacionEvidencias.estadoClave,
              aplica: autoevaluacionEvidencias.aplica,
            })
            .from(autoevaluacionEvidencias)
            .where(
              and(
                eq(autoevaluacionEvidencias.autoevaluacionId, autoevaluacionId),
                inArray(autoevaluacionEvidencias.evidenciaId, evIds),
              ),
            )
        ).map((v) => [v.id, v]),
  );
  const enlaces =
    evIds.length === 0
      ? []
      : await db
          .select({ evidenciaId: evidenciaPruebas.evidenciaId, pruebaId: pruebas.id, formularioId: pruebas.formularioId })
          .from(evidenciaPruebas)
          .innerJoin(pruebas, eq(pruebas.id, evidenciaPruebas.pruebaId))
          .where(and(inArray(evidenciaPruebas.evidenciaId, evIds), eq(pruebas.activo, true)));
  const cumplidas = await pruebasCumplidas(db, autoevaluacionId, enlaces);
  const porEstandar = new Map<number, number>();
  for (const ev of evs) {
    const met = enlaces.filter((l) => l.evidenciaId === ev.id && cumplidas.has(l.pruebaId)).length;
    const v = verdictos.get(ev.id) ?? SIN_VERDICTO;
    if (evidenciaCumplida(v, evidenciaCumpleMinimo(ev, met)))
      porEstandar.set(ev.estandarId, (porEstandar.get(ev.estandarId) ?? 0) + 1);
  }
  for (const e of estandares) {
    const n = porEstandar.get(e.id) ?? 0;
    out.set(e.id, { cumple: estandarCumpleMinimo(e, n), evidenciasCumplidas: n });
  }
  return out;
}

/** The tests among `enlaces` that the team's answers meet (pruebaCumple). */
async function pruebasCumplidas(
  db: Db,
  autoevaluacionId: number,
  enlaces: ReadonlyArray<{ pruebaId: number; formularioId: number }>,
): Promise<Set<number>> {
  const pruebaIds = [...new Set(enlaces.map((l) => l.pruebaId))];
  if (pruebaIds.length === 0) return new Set();
  const respondidas = await db
    .select({ id: autoevaluacionPruebas.id, pruebaId: autoevaluacionPruebas.pruebaId })
    .from(autoevaluacionPruebas)
    .where(and(eq(autoevaluacionPruebas.autoevaluacionId, autoevaluacionId), inArray(autoevaluacionPruebas.pruebaId, pruebaIds)));
  if (respondidas.length === 0) return new Set();
  const formIds = [...new Set(enlaces.map((l) => l.formularioId))];
  const forms = new Map(
    (
      await db
        .select({ id: formularios.id, minimo: formularios.minimo })
        .from(formularios)
        .where(inArray(formularios.id, formIds))
    ).map((f) => [f.id, f]),
  );
  const qs = await db
    .select({
      id: preguntas.id,
      formularioId: preguntas.formularioId,
      tipoClave: preguntas.tipoClave,
      esencial: preguntas.esencial,
      minimo: preguntas.minimo,
      maximo: preguntas.maximo,
    })
    .from(preguntas)
    .where(inArray(preguntas.formularioId, formIds));
  const apIds = respondidas.map((r) => r.id);
  const answers = await db
    .select({
      id: autoevaluacionPreguntas.id,
      apId: autoevaluacionPreguntas.autoevaluacionPruebaId,
      preguntaId: autoevaluacionPreguntas.preguntaId,
      respuesta: autoevaluacionPreguntas.respuesta,
    })
    .from(autoevaluacionPreguntas)
    .where(inArray(autoevaluacionPreguntas.autoevaluacionPruebaId, apIds));
  const aIds = answers.map((a) => a.id);
  const cuenta = async (table: typeof autoevaluacionPreguntaMarcadas | typeof autoevaluacionPreguntaFicheros) =>
    new Map(
      aIds.length === 0
        ? []
        : (
            await db
              .select({ id: table.autoevaluacionPreguntaId, n: count() })
              .from(table)
              .where(inArray(table.autoevaluacionPreguntaId, aIds))
              .groupBy(table.autoevaluacionPreguntaId)
          ).map((r) => [r.id, r.n]),
    );
  const marcadas = await cuenta(autoevaluacionPreguntaMarcadas);
  const ficheros = await cuenta(autoevaluacionPreguntaFicheros);
  const out = new Set<number>();
  for (const r of respondidas) {
    const formularioId = enlaces.find((l) => l.pruebaId === r.pruebaId)?.formularioId;
    const form = formularioId === undefined ? undefined : forms.get(formularioId);
    if (!form) continue;
    const ps: PreguntaRegla[] = qs.filter((q) => q.formularioId === form.id).map((q) => ({ ...q, tipoClave: q.tipoClave ?? '' }));
    const respuestas = new Map<number, RespuestaPregunta>(
      answers
        .filter((a) => a.apId === r.id)
        .map((a) => [
          a.preguntaId,
          { respuesta: a.respuesta, marcadas: marcadas.get(a.id) ?? 0, ficheros: ficheros.get(a.id) ?? 0 },
        ]),
    );
    if (pruebaCumple(form, ps, respuestas)) out.add(r.pruebaId);
  }
  return out;
}
