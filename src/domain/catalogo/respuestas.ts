import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { formularios, preguntas, respuestas } from '../../db/schema/catalogo.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn, removeAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { eqIf } from '../shared/comun.ts';
import { listPage, orderBy, pick } from '../shared/listado.ts';
import { saveVerb } from '../shared/save.ts';
import { foldSql } from '../shared/search.ts';
import { requireCatalogo } from './acceso.ts';
import { requireFormularioEditable } from './edicion.ts';
import type { RespuestaRecord } from './formularios.ts';
import { touchFormulario } from './formularios.ts';
import type { RespuestaCreateInput, RespuestaUpdateInput } from './formularios-schema.ts';
import { loadPregunta, loadTipoPregunta, preguntasDeInstancia, sameSet } from './preguntas.ts';

type Ctx = Pick<DomainContext, 'db' | 'instancia'>;

/** The answer (of a question of a form of this instance) and its form id, or 404. */
async function loadRespuesta(ctx: Ctx, respuestaId: number) {
  const [row] = await ctx.db
    .select({ r: respuestas, formularioId: preguntas.formularioId })
    .from(respuestas)
    .innerJoin(preguntas, eq(preguntas.id, respuestas.preguntaId))
    .innerJoin(formularios, eq(formularios.id, preguntas.formularioId))
    .where(sql`${respuestas.id} = ${respuestaId} and ${formularios.instanciaId} = ${ctx.instancia.id}`);
  if (!row) throw new AppError(404, t.respuestaNoEncontrada);
  return row;
}

/** GET /respuestas/{id}: the answer as its form shows it, and its question's id. */
export async function getRespuesta(ctx: DomainContext, respuestaId: number): Promise<RespuestaFila> {
  requireCatalogo(ctx.actor, 'L');
  return respuestaFila((await loadRespuesta(ctx, respuestaId)).r);
}

/** An answer as GET /respuestas/{id} and GET /respuestas show it: with its question's id. */
export type RespuestaFila = RespuestaRecord & { PreguntaId: number };

const respuestaFila = (r: typeof respuestas.$inferSelect): RespuestaFila => ({
  Id: r.id,
  Enunciado: r.enunciado,
  Correcta: r.correcta,
  Esencial: r.esencial,
  Orden: r.orden,
  PreguntaId: r.preguntaId,
});

const columns = (input: RespuestaUpdateInput) => ({
  enunciado: input.enunciado,
  esencial: input.esencial ?? false,
  correcta: input.correcta,
});

/** POST /respuestas: only questions whose type offers answers (UNICA, MULTIPLE) take them. */
async function createRespuesta(ctx: DomainContext, input: RespuestaCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  let pregunta: Awaited<ReturnType<typeof loadPregunta>>;
  try {
    pregunta = await loadPregunta(ctx, input.preguntaId);
  } catch (e) {
    if (!(e instanceof AppError && e.status === 404)) throw e;
    throw new AppError(422, errores.datosNoValidos, { preguntaId: [t.preguntaNoEncontrada] });
  }
  await requireFormularioEditable(ctx, pregunta.formularioId);
  const tipo = await loadTipoPregunta(ctx, pregunta.tipoClave);
  if (!tipo.conRespuestas) throw new AppError(422, t.tipoSinRespuestas, { preguntaId: [t.tipoSinRespuestas] });
  const orden =
    input.orden ??
    sql`(select coalesce(max(${respuestas.orden}), 0) + 1 from ${respuestas} where ${respuestas.preguntaId} = ${pregunta.id})`;
  const [created] = await commit(ctx, [
    ctx.db
      .insert(respuestas)
      .values({ preguntaId: pregunta.id, ...columns(input), orden, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: respuestas.id }),
    touchFormulario(ctx, pregunta.formularioId),
    auditar({ accion: 'CREAR', entidad: 'respuesta', entidadId: nuevoEn(respuestas), cambios: cambiosDe(null, columns(input)) }),
  ]);
  return filaDe<{ id: number }>(created);
}

/** PUT /respuestas/{id}. */
async function updateRespuesta(ctx: DomainContext, respuestaId: number, input: RespuestaUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const { formularioId } = await loadRespuesta(ctx, respuestaId);
  await requireFormularioEditable(ctx, formularioId);
  const antes = await filaActual(ctx.db, respuestas, respuestaId);
  await commit(ctx, [
    ctx.db
      .update(respuestas)
      .set({
        ...columns(input),
        ...(input.orden === undefined ? {} : { orden: input.orden }),
        ...modificacionAudit(actor, ctx.clock.now()),
      })
      .where(eq(respuestas.id, respuestaId)),
    touchFormulario(ctx, formularioId),
    auditar({ accion: 'MODIFICAR', entidad: 'respuesta', entidadId: respuestaId, cambios: cambiosDe(antes, columns(input)) }),
  ]);
}

/** Creates (`saveRespuesta(ctx, input)`) or replaces (`saveRespuesta(ctx, id, input)`). */
export const saveRespuesta = saveVerb(createRespuesta, updateRespuesta);

/** DELETE /respuestas/{id}. */
export async function removeRespuesta(ctx: DomainContext, respuestaId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const { formularioId } = await loadRespuesta(ctx, respuestaId);
  await requireFormularioEditable(ctx, formularioId);
  await removeAudited(ctx, respuestas, respuestaId, 'respuesta', [touchFormulario(ctx, formularioId)]);
}

/** POST /preguntas/{id}/respuestas/ordenar: every answer of the question, in the new order. */
export async function ordenarRespuestas(ctx: DomainContext, preguntaId: number, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const pregunta = await loadPregunta(ctx, preguntaId);
  await requireFormularioEditable(ctx, pregunta.formularioId);
  const current = await ctx.db.select({ id: respuestas.id }).from(respuestas).where(eq(respuestas.preguntaId, preguntaId));
  if (
    !sameSet(
      ids,
      current.map((r) => r.id),
    )
  )
    throw new AppError(422, errores.datosNoValidos, { ids: [t.ordenIncompleto] });
  const now = ctx.clock.now();
  const updates: BatchItem<'sqlite'>[] = ids.map((id, i) =>
    ctx.db
      .update(respuestas)
      .set({ orden: i + 1, ...modificacionAudit(actor, now) })
      .where(eq(respuestas.id, id)),
  );
  await commit(ctx, [
    touchFormulario(ctx, pregunta.formularioId),
    ...updates,
    ...ids.map((id, i) =>
      auditar({
        accion: 'MODIFICAR',
        entidad: 'respuesta',
        entidadId: id,
        cambios: [{ Campo: 'Orden', Antes: null, Despues: i + 1 }],
      }),
    ),
  ]);
}

const SORTS_RESPUESTAS = {
  Id: respuestas.id,
  Enunciado: foldSql(sql`coalesce(${respuestas.enunciado}, '')`),
  Orden: respuestas.orden,
  PreguntaId: respuestas.preguntaId,
};

/** GET /respuestas[?preguntaId=]: answers, by question and then in each question's order. */
export async function listRespuestas(
  ctx: DomainContext,
  opts: { query: ListQuery; preguntaId?: number },
): Promise<Page<Partial<RespuestaFila>>> {
  requireCatalogo(ctx.actor, 'L');
  const where = and(
    inArray(respuestas.preguntaId, ctx.db.select({ id: preguntas.id }).from(preguntas).where(preguntasDeInstancia(ctx))),
    eqIf(respuestas.preguntaId, opts.preguntaId),
  );
  const sorting = orderBy(
    SORTS_RESPUESTAS,
    opts.query.orden,
    [asc(respuestas.preguntaId), asc(respuestas.orden)],
    [asc(respuestas.id)],
  );
  return listPage({
    db: ctx.db,
    table: respuestas,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      ctx.db
        .select()
        .from(respuestas)
        .where(where)
        .orderBy(...sorting)
        .limit(limit)
        .offset(offset),
    records: (rows) => rows.map((r) => pick(respuestaFila(r), opts.query.campos)),
  });
}
