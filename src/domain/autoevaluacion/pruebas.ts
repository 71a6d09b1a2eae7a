import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  autoevaluacionPreguntaFicheros,
  autoevaluacionPreguntaMarcadas,
  autoevaluacionPreguntas,
  autoevaluacionPruebaFicheros,
  autoevaluacionPruebas,
} from '../../db/schema/autoevaluacion.ts';
import { evidenciaPruebas, evidencias, pruebas } from '../../db/schema/catalogo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { motivoPreguntaTexto, evidenciasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { auditar, commit, type Paso } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { inIds, unprocessable } from '../shared/comun.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { type AutoevaluacionBase, loadEstandaresAplicables } from './carga.ts';
import { requireContribucion } from './contribucion.ts';
import { loadEvidenciaAutoevaluacion } from './evidencias.ts';
import type { PruebaPatchInput } from './evidencias-schema.ts';
import {
  alcanzaMinimo,
  loadPruebasRespondidas,
  type PreguntaRespondida,
  type PruebaRespondida,
  reglaDe,
  respuestaDe,
} from './pruebas-lectura.ts';
import { motivoRespuesta } from './reglas.ts';
import { estandaresDePrueba } from './subsanacion-ronda.ts';

// Answering a test (PATCH autoevaluaciones/{id}/pruebas/{pruebaId}). A test shared
// by evidences is answered once per self-assessment. Every answer is checked against its
// question's bounds with reglas.ts (motivoRespuesta) before anything is written, so a stored
// answer is always valid; files must be the project's own PRY files.

/** The test, when it belongs to the self-assessment's manual and one of its applicable evidences. */
async function requirePrueba(ctx: DomainContext, a: AutoevaluacionBase, pruebaId: number) {
  const [p] = await ctx.db
    .select({ id: pruebas.id, activo: pruebas.activo })
    .from(pruebas)
    .where(and(eq(pruebas.id, pruebaId), eq(pruebas.manualId, a.manualId), eq(pruebas.instanciaId, ctx.instancia.id)));
  if (!p) throw new AppError(404, t.pruebaNoExiste);
  const aplicables = (await loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId)).map((e) => e.id);
  const [enUso] = aplicables.length
    ? await ctx.db
        .select({ id: evidencias.id })
        .from(evidenciaPruebas)
        .innerJoin(evidencias, eq(evidencias.id, evidenciaPruebas.evidenciaId))
        .where(and(eq(evidenciaPruebas.pruebaId, pruebaId), inIds(evidencias.estandarId, aplicables)))
        .limit(1)
    : [];
  if (!enUso) throw new AppError(404, t.pruebaNoExiste);
  return p;
}

/** GET autoevaluaciones/{id}/pruebas/{pruebaId}: the test with the team's answers. */
export async function getPruebaAutoevaluacion(ctx: DomainContext, autoevaluacionId: number, pruebaId: number) {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, {
    gestion: PROYECTOS.gestiona,
  });
  await requirePrueba(ctx, autoevaluacion, pruebaId);
  return (await loadPruebasRespondidas(ctx.db, autoevaluacionId, { pruebaIds: [pruebaId] }))[0] as PruebaRespondida;
}

/**
 * GET autoevaluaciones/{id}/evidencias/{evidenciaId}: the evidence's verdict with its active
 * tests answered, and whether the met ones reach its manual minimum.
 */
export async function getEvidenciaDetalle(ctx: DomainContext, autoevaluacionId: number, evidenciaId: number) {
  const { autoevaluacion } = await requireEnAutoevaluacion(ctx, autoevaluacionId, AUTOEVALUACION.acceso, {
    gestion: PROYECTOS.gestiona,
  });
  const evidencia = await loadEvidenciaAutoevaluacion(ctx, autoevaluacion, evidenciaId);
  const Pruebas = await loadPruebasRespondidas(ctx.db, autoevaluacionId, { evidenciaId });
  return { ...evidencia, Pruebas, MinimoAlcanzado: alcanzaMinimo(evidencia.Evidencia, Pruebas) };
}

/** 404 unless every id is a PRY file of the project (a file of another project is never attachable). */
async function requireFicherosDelProyecto(ctx: DomainContext, proyectoId: number, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return;
  const propios = await ctx.db
    .select({ id: ficheros.id })
    .from(ficheros)
    .where(
      and(
        inIds(ficheros.id, unicos),
        eq(ficheros.instanciaId, ctx.instancia.id),
        eq(ficheros.proyectoId, proyectoId),
        eq(ficheros.tipoClave, 'PRY'),
      ),
    );
  if (propios.length !== unicos.length) throw new AppError(404, t.ficheroNoExiste);
}

type Entrada = NonNullable<PruebaPatchInput['Preguntas']>[number];

/** The new answer of one question, checked against its kind and bounds; throws 422 with the field named. */
function nuevaRespuesta(q: PreguntaRespondida, e: Entrada, i: number, errors: FieldErrors) {
  const marcadas = new Set((e.Respuestas ?? []).filter((r) => r.Marcada !== false).map((r) => r.Id));
  for (const r of e.Respuestas ?? []) {
    if (!q.Respuestas.some((x) => x.Id === r.Id)) errors[`Preguntas[${i}].Respuestas`] = [t.respuestaNoEsDeLaPregunta(r.Id)];
  }
  const conOpciones = q.Tipo === 'UNICA' || q.Tipo === 'MULTIPLE';
  const raw = e.Respuesta === undefined || e.Respuesta === null ? null : String(e.Respuesta).trim();
  const respuesta = conOpciones || raw === '' ? null : raw;
  const ficherosQ = [...new Set((e.Ficheros ?? []).map((f) => f.Id))];
  const motivo = motivoRespuesta(reglaDe(q), { respuesta, marcadas: marcadas.size, ficheros: ficherosQ.length });
  if (motivo) errors[`Preguntas[${i}]`] = [`${q.Enunciado}: ${motivoPreguntaTexto(motivo, reglaDe(q))}`];
  return { respuesta, marcadas: [...marcadas], ficheros: ficherosQ };
}

/**
 * PATCH autoevaluaciones/{id}/pruebas/{pruebaId}: replaces the answers of the questions sent
 * and, when `Ficheros` is sent, the test's own files; all in one batch with its audit entry.
 */
export async function patchPruebaAutoevaluacion(
  ctx: DomainContext,
  autoevaluacionId: number,
  pruebaId: number,
  input: PruebaPatchInput,
): Promise<PruebaRespondida> {
  const estandaresPrueba = await estandaresDePrueba(ctx.db, pruebaId);
  const { autoevaluacion, actor } = await requireContribucion(ctx, autoevaluacionId, 'pruebas', { estandarId: estandaresPrueba });
  await requirePrueba(ctx, autoevaluacion, pruebaId).then((p) => {
    if (!p.activo) throw new AppError(409, t.pruebaInactiva);
  });
  const [actual] = await loadPruebasRespondidas(ctx.db, autoevaluacionId, { pruebaIds: [pruebaId] });
  if (!actual) throw new AppError(404, t.pruebaNoExiste);
  if (input.version !== undefined && (input.version ?? null) !== actual.Version) throw new AppError(409, t.pruebaCambiada);

  const errors: FieldErrors = {};
  const vistas = new Set<number>();
  const nuevas = (input.Preguntas ?? []).flatMap((e, i) => {
    const q = actual.Preguntas.find((x) => x.Id === e.Id);
    if (!q) {
      errors[`Preguntas[${i}].Id`] = [t.preguntaNoEsDeLaPrueba(e.Id)];
      return [];
    }
    if (vistas.has(e.Id)) errors[`Preguntas[${i}].Id`] = [t.preguntaRepetida(e.Id)];
    vistas.add(e.Id);
    return [{ q, ...nuevaRespuesta(q, e, i, errors) }];
  });
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const ficherosPrueba = input.Ficheros ? [...new Set(input.Ficheros.map((f) => f.Id))] : undefined;
  await requireFicherosDelProyecto(ctx, autoevaluacion.proyectoId, [
    ...(ficherosPrueba ?? []),
    ...nuevas.flatMap((n) => n.ficheros),
  ]);

  const now = ctx.clock.now().toISOString();
  const ap = autoevaluacionPruebas;
  const apId = sql`(select ${ap.id} from ${ap} where ${ap.autoevaluacionId} = ${autoevaluacionId} and ${ap.pruebaId} = ${pruebaId})`;
  const pregId = (preguntaId: number) =>
    sql`(select ${autoevaluacionPreguntas.id} from ${autoevaluacionPreguntas} where ${autoevaluacionPreguntas.autoevaluacionPruebaId} = ${apId} and ${autoevaluacionPreguntas.preguntaId} = ${preguntaId})`;
  const idsDe = (preguntaIds: number[]): SQL =>
    sql`(select ${autoevaluacionPreguntas.id} from ${autoevaluacionPreguntas} where ${autoevaluacionPreguntas.autoevaluacionPruebaId} = ${apId} and ${inIds(autoevaluacionPreguntas.preguntaId, preguntaIds)})`;
  const tocadas = nuevas.map((n) => n.q.Id);
  const pasos: Paso[] = [
    ctx.db
      .insert(ap)
      .values({ autoevaluacionId, pruebaId, altaFecha: now, altaUsuarioId: actor.usuarioId, altaUsuarioNombre: actor.nombre })
      .onConflictDoNothing(),
    ctx.db
      .update(ap)
      .set({ modificacionFecha: now, modificacionUsuarioId: actor.usuarioId, modificacionUsuarioNombre: actor.nombre })
      .where(and(eq(ap.autoevaluacionId, autoevaluacionId), eq(ap.pruebaId, pruebaId))),
  ];
  if (ficherosPrueba) {
    pasos.push(
      ctx.db.delete(autoevaluacionPruebaFicheros).where(sql`${autoevaluacionPruebaFicheros.autoevaluacionPruebaId} = ${apId}`),
    );
    for (const id of ficherosPrueba)
      pasos.push(ctx.db.insert(autoevaluacionPruebaFicheros).values({ autoevaluacionPruebaId: apId, ficheroId: id }));
  }
  if (tocadas.length > 0) {
    // Children first: a database without enforced foreign keys must not keep orphans.
    pasos.push(
      ctx.db
        .delete(autoevaluacionPreguntaMarcadas)
        .where(sql`${autoevaluacionPreguntaMarcadas.autoevaluacionPreguntaId} in ${idsDe(tocadas)}`),
      ctx.db
        .delete(autoevaluacionPreguntaFicheros)
        .where(sql`${autoevaluacionPreguntaFicheros.autoevaluacionPreguntaId} in ${idsDe(tocadas)}`),
      ctx.db.delete(autoevaluacionPreguntas).where(sql`${autoevaluacionPreguntas.id} in ${idsDe(tocadas)}`),
    );
  }
  for (const n of nuevas) {
    // An empty answer leaves the question unanswered: no row.
    if (n.respuesta === null && n.marcadas.length === 0 && n.ficheros.length === 0) continue;
    pasos.push(
      ctx.db.insert(autoevaluacionPreguntas).values({ autoevaluacionPruebaId: apId, preguntaId: n.q.Id, respuesta: n.respuesta }),
    );
    for (const r of n.marcadas)
      pasos.push(
        ctx.db.insert(autoevaluacionPreguntaMarcadas).values({ autoevaluacionPreguntaId: pregId(n.q.Id), respuestaId: r }),
      );
    for (const f of n.ficheros)
      pasos.push(
        ctx.db.insert(autoevaluacionPreguntaFicheros).values({ autoevaluacionPreguntaId: pregId(n.q.Id), ficheroId: f }),
      );
  }
  const cambios = nuevas
    .map((n) => ({
      Campo: `Pregunta ${n.q.Id}`,
      Antes: resumen(respuestaDe(n.q), n.q),
      Despues: resumen({ respuesta: n.respuesta, marcadas: n.marcadas.length, ficheros: n.ficheros.length }, n.q, n.marcadas),
    }))
    .filter((c) => c.Antes !== c.Despues);
  if (ficherosPrueba)
    cambios.push({ Campo: 'Ficheros', Antes: actual.Ficheros.map((f) => f.Id).join(','), Despues: ficherosPrueba.join(',') });
  pasos.push(
    auditar({ accion: 'MODIFICAR', entidad: 'autoevaluacionPrueba', entidadId: `${autoevaluacionId}/${pruebaId}`, cambios }),
  );
  await commit(ctx, pasos);
  return (await loadPruebasRespondidas(ctx.db, autoevaluacionId, { pruebaIds: [pruebaId] }))[0] as PruebaRespondida;
}

/** A short, comparable form of an answer for the audit entry. */
function resumen(
  r: { respuesta: string | null; marcadas: number; ficheros: number },
  q: PreguntaRespondida,
  marcadas?: number[],
) {
  const ids = marcadas ?? q.Respuestas.filter((x) => x.Marcada).map((x) => x.Id);
  return [
    r.respuesta ?? '',
    ids.length ? `marcadas ${[...ids].sort().join(',')}` : '',
    r.ficheros ? `${r.ficheros} ficheros` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
