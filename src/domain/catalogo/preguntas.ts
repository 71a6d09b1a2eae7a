import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { formularios, preguntas, respuestas, tiposPregunta } from '../../db/schema/catalogo.ts';
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
import { loadPreguntas, type PreguntaRecord, preguntaRecords, touchFormulario } from './formularios.ts';
import type { PreguntaCreateInput, PreguntaUpdateInput } from './formularios-schema.ts';

type Ctx = Pick<DomainContext, 'db' | 'instancia'>;

/** The question (of a form of this instance), or 404. */
export async function loadPregunta(ctx: Ctx, preguntaId: number) {
  const [row] = await ctx.db
    .select({ p: preguntas })
    .from(preguntas)
    .innerJoin(formularios, eq(formularios.id, preguntas.formularioId))
    .where(and(eq(preguntas.id, preguntaId), eq(formularios.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.preguntaNoEncontrada);
  return row.p;
}

/** GET /preguntas/{id}: the question with its answers as its form shows it, and its form's id. */
export async function getPregunta(ctx: DomainContext, preguntaId: number): Promise<PreguntaRecord & { FormularioId: number }> {
  requireCatalogo(ctx.actor, 'L');
  const row = await loadPregunta(ctx, preguntaId);
  const record = (await loadPreguntas(ctx.db, row.formularioId)).find((p) => p.Id === row.id);
  if (!record) throw new AppError(404, t.preguntaNoEncontrada);
  return { ...record, FormularioId: row.formularioId };
}

/** The question type, or a 422 on tipoClave. */
export async function loadTipoPregunta(ctx: Ctx, clave: string) {
  const [tipo] = await ctx.db.select().from(tiposPregunta).where(eq(tiposPregunta.clave, clave));
  if (!tipo) throw new AppError(422, errores.datosNoValidos, { tipoClave: [t.tipoPreguntaNoExiste] });
  return tipo;
}

const invalid = (field: string, message: string) => new AppError(422, errores.datosNoValidos, { [field]: [message] });

const columns = (input: PreguntaUpdateInput) => ({
  enunciado: input.enunciado,
  aclaraciones: input.aclaraciones ?? null,
  esencial: input.esencial ?? false,
  minimo: input.minimo ?? null,
  maximo: input.maximo ?? null,
  tipoClave: input.tipoClave,
});

/** POST /preguntas: added at the end of its form unless an orden is given. */
async function createPregunta(ctx: DomainContext, input: PreguntaCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const [form] = await ctx.db
    .select({ id: formularios.id })
    .from(formularios)
    .where(and(eq(formularios.id, input.formularioId), eq(formularios.instanciaId, ctx.instancia.id)));
  if (!form) throw invalid('formularioId', t.formularioNoExiste);
  await requireFormularioEditable(ctx, form.id);
  await loadTipoPregunta(ctx, input.tipoClave);
  const orden =
    input.orden ??
    sql`(select coalesce(max(${preguntas.orden}), 0) + 1 from ${preguntas} where ${preguntas.formularioId} = ${form.id})`;
  const [created] = await commit(ctx, [
    ctx.db
      .insert(preguntas)
      .values({ formularioId: form.id, ...columns(input), orden, ...altaAudit(actor, ctx.clock.now()) })
      .returning({ id: preguntas.id }),
    touchFormulario(ctx, form.id),
    auditar({ accion: 'CREAR', entidad: 'pregunta', entidadId: nuevoEn(preguntas), cambios: cambiosDe(null, columns(input)) }),
  ]);
  return filaDe<{ id: number }>(created);
}

/** PUT /preguntas/{id}: a type without answers is refused while the question still has some. */
async function updatePregunta(ctx: DomainContext, preguntaId: number, input: PreguntaUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const pregunta = await loadPregunta(ctx, preguntaId);
  await requireFormularioEditable(ctx, pregunta.formularioId);
  const tipo = await loadTipoPregunta(ctx, input.tipoClave);
  if (!tipo.conRespuestas) {
    const [n] = await ctx.db.select({ n: count() }).from(respuestas).where(eq(respuestas.preguntaId, preguntaId));
    if (n && n.n > 0) throw invalid('tipoClave', t.preguntaConRespuestas);
  }
  const antes = await filaActual(ctx.db, preguntas, preguntaId);
  await commit(ctx, [
    ctx.db
      .update(preguntas)
      .set({
        ...columns(input),
        ...(input.orden === undefined ? {} : { orden: input.orden }),
        ...modificacionAudit(actor, ctx.clock.now()),
      })
      .where(eq(preguntas.id, preguntaId)),
    touchFormulario(ctx, pregunta.formularioId),
    auditar({ accion: 'MODIFICAR', entidad: 'pregunta', entidadId: preguntaId, cambios: cambiosDe(antes, columns(input)) }),
  ]);
}

/** Creates (`savePregunta(ctx, input)`) or replaces (`savePregunta(ctx, id, input)`). */
export const savePregunta = saveVerb(createPregunta, updatePregunta);

/** DELETE /preguntas/{id}: its answers go with it. */
export async function removePregunta(ctx: DomainContext, preguntaId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const pregunta = await loadPregunta(ctx, preguntaId);
  await requireFormularioEditable(ctx, pregunta.formularioId);
  await removeAudited(ctx, preguntas, preguntaId, 'pregunta', [touchFormulario(ctx, pregunta.formularioId)]);
}

/** Checks that `ids` is exactly `current` (same members, no repeats). */
export function sameSet(ids: number[], current: number[]): boolean {
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return false;
  const have = new Set(current);
  return ids.every((id) => have.has(id));
}

/** POST /formularios/{id}/preguntas/ordenar: every question of the form, in the new order (1, 2, …). */
export async function ordenarPreguntas(ctx: DomainContext, formularioId: number, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const [form] = await ctx.db
    .select({ id: formularios.id })
    .from(formularios)
    .where(and(eq(formularios.id, formularioId), eq(formularios.instanciaId, ctx.instancia.id)));
  if (!form) throw new AppError(404, t.formularioNoEncontrado);
  await requireFormularioEditable(ctx, formularioId);
  const current = await ctx.db.select({ id: preguntas.id }).from(preguntas).where(eq(preguntas.formularioId, formularioId));
  if (
    !sameSet(
      ids,
      current.map((r) => r.id),
    )
  )
    throw invalid('ids', t.ordenIncompleto);
  const now = ctx.clock.now();
  const updates: BatchItem<'sqlite'>[] = ids.map((id, i) =>
    ctx.db
      .update(preguntas)
      .set({ orden: i + 1, ...modificacionAudit(actor, now) })
      .where(eq(preguntas.id, id)),
  );
  await commit(ctx, [
    touchFormulario(ctx, formularioId),
    ...updates,
    ...ids.map((id, i) =>
      auditar({
        accion: 'MODIFICAR',
        entidad: 'pregunta',
        entidadId: id,
        cambios: [{ Campo: 'Orden', Antes: null, Despues: i + 1 }],
      }),
    ),
  ]);
}

/** A row of GET /preguntas: the question as GET /preguntas/{id} answers it. */
export type PreguntaFila = PreguntaRecord & { FormularioId: number };

const SORTS_PREGUNTAS = {
  Id: preguntas.id,
  Enunciado: foldSql(sql`${preguntas.enunciado}`),
  Orden: preguntas.orden,
  FormularioId: preguntas.formularioId,
};

/** The instance's questions, as a condition on `preguntas` alone (the list counts that table). */
export const preguntasDeInstancia = (ctx: Ctx) =>
  inArray(
    preguntas.formularioId,
    ctx.db.select({ id: formularios.id }).from(formularios).where(eq(formularios.instanciaId, ctx.instancia.id)),
  );

/** GET /preguntas[?formularioId=]: questions with their answers, by form and then in each form's order. */
export async function listPreguntas(
  ctx: DomainContext,
  opts: { query: ListQuery; formularioId?: number },
): Promise<Page<Partial<PreguntaFila>>> {
  requireCatalogo(ctx.actor, 'L');
  const where = and(preguntasDeInstancia(ctx), eqIf(preguntas.formularioId, opts.formularioId));
  const sorting = orderBy(
    SORTS_PREGUNTAS,
    opts.query.orden,
    [asc(preguntas.formularioId), asc(preguntas.orden)],
    [asc(preguntas.id)],
  );
  return listPage({
    db: ctx.db,
    table: preguntas,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      ctx.db
        .select({ p: preguntas, tipoNombre: tiposPregunta.nombre })
        .from(preguntas)
        .innerJoin(tiposPregunta, eq(tiposPregunta.clave, preguntas.tipoClave))
        .where(where)
        .orderBy(...sorting)
        .limit(limit)
        .offset(offset),
    records: async (rows) => {
      const records = await preguntaRecords(ctx.db, rows);
      return rows.map((r, i) =>
        pick<PreguntaFila>({ ...(records[i] as PreguntaRecord), FormularioId: r.p.formularioId }, opts.query.campos),
      );
    },
  });
}
