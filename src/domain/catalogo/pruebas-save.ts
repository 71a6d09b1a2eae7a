import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { evidenciaPruebas, evidencias, formularios, pruebas, tiposPrueba } from '../../db/schema/catalogo.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { distinct, inIds } from '../shared/comun.ts';
import { saveVerb } from '../shared/save.ts';
import { requireCatalogo } from './acceso.ts';
import { requireManualEditable } from './edicion.ts';
import { type EvidenciaRef, loadEvidencias } from './pruebas.ts';
import type { PruebaCreateInput, PruebaEvidenciaInput, PruebaFieldsInput, PruebaUpdateInput } from './pruebas-schema.ts';

const invalid = (errors: FieldErrors) => new AppError(422, errores.datosNoValidos, errors);

/** The test row of this instance, or 404. */
async function loadPruebaRow(ctx: DomainContext, pruebaId: number) {
  const [row] = await ctx.db
    .select()
    .from(pruebas)
    .where(and(eq(pruebas.id, pruebaId), eq(pruebas.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.pruebaNoEncontrada);
  return row;
}

/** The form (of this instance) and the test type must exist: 422 on their fields otherwise. */
async function validateReferences(ctx: DomainContext, input: PruebaFieldsInput): Promise<void> {
  const errors: FieldErrors = {};
  const [form] = await ctx.db
    .select({ id: formularios.id })
    .from(formularios)
    .where(and(eq(formularios.id, input.formularioId), eq(formularios.instanciaId, ctx.instancia.id)));
  if (!form) errors.formularioId = [t.formularioNoExiste];
  if (input.tipoClave) {
    const [tipo] = await ctx.db.select({ c: tiposPrueba.clave }).from(tiposPrueba).where(eq(tiposPrueba.clave, input.tipoClave));
    if (!tipo) errors.tipoClave = [t.tipoPruebaNoExiste];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The manual named in a payload: 422 when it does not exist, 409 when it is published. */
async function editableManualOf(ctx: DomainContext, manualId: number) {
  try {
    return await requireManualEditable(ctx, manualId);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) throw invalid({ manualId: [t.manualNoExiste] });
    throw e;
  }
}

/** Evidences must belong to the manual (and so to this instance): 422 otherwise. */
async function validateEvidencias(ctx: DomainContext, manualId: number, ids: number[]): Promise<void> {
  const unique = distinct(ids);
  if (unique.length === 0) return;
  const found = await ctx.db
    .select({ id: evidencias.id })
    .from(evidencias)
    .where(and(inIds(evidencias.id, unique), eq(evidencias.manualId, manualId), eq(evidencias.instanciaId, ctx.instancia.id)));
  if (found.length !== unique.length) throw invalid({ evidencias: [t.evidenciasDeOtroManual] });
}

const columns = (input: PruebaFieldsInput) => ({
  descripcion: input.descripcion,
  formularioId: input.formularioId,
  aclaraciones: input.aclaraciones ?? null,
  activo: input.activo ?? true,
  tipoClave: input.tipoClave ?? null,
});

/** A link of a test to an evidence, placed after the evidence's other tests. */
const link = (ctx: DomainContext, evidenciaId: number, pruebaId: number | ReturnType<typeof sql>) =>
  ctx.db.insert(evidenciaPruebas).values({
    evidenciaId,
    pruebaId,
    orden: sql`(select coalesce(max(${evidenciaPruebas.orden}), 0) + 1 from ${evidenciaPruebas} where ${evidenciaPruebas.evidenciaId} = ${evidenciaId})`,
  });

// Inside the batch (one write transaction) the newest test row is the one just inserted.
const nuevaPrueba = sql`(select max(${pruebas.id}) from ${pruebas})`;

async function insertPrueba(ctx: DomainContext, manualId: number, input: PruebaFieldsInput, evidenciaIds: number[]) {
  const actor = requireCatalogo(ctx.actor, 'E');
  const insert = ctx.db
    .insert(pruebas)
    .values({ instanciaId: ctx.instancia.id, manualId, ...columns(input), ...altaAudit(actor, ctx.clock.now()) })
    .returning({ id: pruebas.id });
  const links: BatchItem<'sqlite'>[] = distinct(evidenciaIds).map((id) => link(ctx, id, nuevaPrueba));
  const [created] = await commit(ctx, [
    insert,
    ...links,
    auditar({
      accion: 'CREAR',
      entidad: 'prueba',
      entidadId: nuevoEn(pruebas),
      cambios: cambiosDe(null, { manualId, ...columns(input), evidencias: evidenciaIds }),
    }),
  ]);
  return filaDe<{ id: number }>(created);
}

/** POST /pruebas: a test of an editable manual, optionally linked to some of its evidences. */
async function createPrueba(ctx: DomainContext, input: PruebaCreateInput): Promise<{ id: number }> {
  requireCatalogo(ctx.actor, 'E');
  await editableManualOf(ctx, input.manualId);
  await validateReferences(ctx, input);
  await validateEvidencias(ctx, input.manualId, input.evidencias ?? []);
  return insertPrueba(ctx, input.manualId, input, input.evidencias ?? []);
}

/**
 * POST /evidencias/{evidenciaId}/pruebas: a new test of the evidence's manual, linked to it.
 * manualId may be sent (the spec's form does); it must then be the evidence's manual.
 */
export async function createPruebaDeEvidencia(
  ctx: DomainContext,
  evidenciaId: number,
  input: PruebaEvidenciaInput,
): Promise<{ id: number }> {
  requireCatalogo(ctx.actor, 'E');
  const [evidencia] = await ctx.db
    .select({ id: evidencias.id, manualId: evidencias.manualId })
    .from(evidencias)
    .where(and(eq(evidencias.id, evidenciaId), eq(evidencias.instanciaId, ctx.instancia.id)));
  if (!evidencia) throw new AppError(404, t.evidenciaNoEncontrada);
  if (input.manualId !== undefined && input.manualId !== evidencia.manualId)
    throw invalid({ manualId: [t.manualDistintoDeLaEvidencia] });
  await requireManualEditable(ctx, evidencia.manualId);
  await validateReferences(ctx, input);
  return insertPrueba(ctx, evidencia.manualId, input, [evidencia.id]);
}

/** PUT /pruebas/{id}: only in a manual in edition; the manual itself never changes. */
async function updatePrueba(ctx: DomainContext, pruebaId: number, input: PruebaUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const prueba = await loadPruebaRow(ctx, pruebaId);
  await requireManualEditable(ctx, prueba.manualId);
  if (input.manualId !== undefined && input.manualId !== prueba.manualId)
    throw invalid({ manualId: [t.cambioManualNoPermitido] });
  await validateReferences(ctx, input);
  const valores = { ...columns(input), ...modificacionAudit(actor, ctx.clock.now()) };
  await updateAudited(ctx, pruebas, pruebaId, 'prueba', valores);
}

/** Creates (`savePrueba(ctx, input)`) or replaces (`savePrueba(ctx, id, input)`). */
export const savePrueba = saveVerb(createPrueba, updatePrueba);

/** DELETE /pruebas/{id}: its links to evidences go with it (FK cascade). */
export async function removePrueba(ctx: DomainContext, pruebaId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const prueba = await loadPruebaRow(ctx, pruebaId);
  await requireManualEditable(ctx, prueba.manualId);
  await removeAudited(ctx, pruebas, pruebaId, 'prueba');
}

/**
 * POST /pruebas/{id}/evidencias/reasignar: the complete new set of evidences (of the test's
 * manual), replaced atomically. Links kept keep their place; new ones go last in their evidence.
 */
export async function reasignarEvidencias(ctx: DomainContext, pruebaId: number, ids: number[]): Promise<EvidenciaRef[]> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const prueba = await loadPruebaRow(ctx, pruebaId);
  await requireManualEditable(ctx, prueba.manualId);
  await validateEvidencias(ctx, prueba.manualId, ids);
  const wanted = new Set(ids);
  const current = new Set(
    (
      await ctx.db
        .select({ id: evidenciaPruebas.evidenciaId })
        .from(evidenciaPruebas)
        .where(eq(evidenciaPruebas.pruebaId, pruebaId))
    ).map((r) => r.id),
  );
  const removed = [...current].filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.has(id));
  const statements: BatchItem<'sqlite'>[] = [];
  if (removed.length > 0)
    statements.push(
      ctx.db
        .delete(evidenciaPruebas)
        .where(and(eq(evidenciaPruebas.pruebaId, pruebaId), inIds(evidenciaPruebas.evidenciaId, removed))),
    );
  for (const id of added) statements.push(link(ctx, id, pruebaId));
  await commit(ctx, [
    ctx.db.update(pruebas).set(modificacionAudit(actor, ctx.clock.now())).where(eq(pruebas.id, pruebaId)),
    ...statements,
    auditar({
      accion: 'MODIFICAR',
      entidad: 'prueba',
      entidadId: pruebaId,
      cambios: [{ Campo: 'Evidencias', Antes: [...current], Despues: ids }],
    }),
  ]);
  return (await loadEvidencias(ctx.db, [pruebaId])).get(pruebaId) ?? [];
}
