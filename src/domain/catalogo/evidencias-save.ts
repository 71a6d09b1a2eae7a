import { and, eq, max, ne, sql } from 'drizzle-orm';
import { ejemplos, estandares, evidenciaEjemplos, evidenciaPruebas, evidencias, pruebas } from '../../db/schema/index.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { altaAudit, modificacionAudit } from '../auditoria.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireCatalogo } from './acceso.ts';
import { assertManualEditable } from './edicion.ts';
import {
  batchAll,
  distinct,
  editableManualOfPayload,
  idsParam,
  refuseUnknown,
  replaceLinks,
  sameCodigo,
  unknownIds,
} from './estandares-comun.ts';
import type { EvidenciaCreateInput, EvidenciaUpdateInput } from './estandares-schema.ts';
import { type EvidenciaRecord, readEvidencia } from './evidencias.ts';

type Ctx = DomainContext;

/** The evidence of this instance, or 404. */
export async function findEvidencia(ctx: Pick<Ctx, 'db' | 'instancia'>, evidenciaId: number) {
  const [row] = await ctx.db
    .select({ id: evidencias.id, manualId: evidencias.manualId, estandarId: evidencias.estandarId })
    .from(evidencias)
    .where(and(eq(evidencias.id, evidenciaId), eq(evidencias.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.evidenciaNoEncontrada);
  return row;
}

/** The standard named in the payload must be of the same manual (422). */
async function checkEstandar(ctx: Ctx, manualId: number, estandarId: number) {
  const [row] = await ctx.db
    .select({ manualId: estandares.manualId })
    .from(estandares)
    .where(and(eq(estandares.id, estandarId), eq(estandares.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(422, errores.datosNoValidos, { estandarId: [t.estandarNoExiste] });
  if (row.manualId !== manualId) throw new AppError(422, errores.datosNoValidos, { estandarId: [t.estandarDeOtroManual] });
}

/** An evidence's code is unique within its standard (409). */
async function checkCodigo(ctx: Ctx, estandarId: number, codigo: string, exceptId?: number) {
  const [clash] = await ctx.db
    .select({ id: evidencias.id })
    .from(evidencias)
    .where(
      and(
        eq(evidencias.estandarId, estandarId),
        sameCodigo(evidencias.codigo, codigo),
        exceptId === undefined ? undefined : ne(evidencias.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, t.codigoEvidenciaEnUso, { codigo: [t.codigoEvidenciaEnUso] });
}

/** POST /evidencias: last in its standard unless an order is given. */
export async function createEvidencia(ctx: Ctx, input: EvidenciaCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await editableManualOfPayload(ctx, input.manualId);
  await checkEstandar(ctx, input.manualId, input.estandarId);
  await checkCodigo(ctx, input.estandarId, input.codigo);
  const [last] = await ctx.db
    .select({ m: max(evidencias.orden) })
    .from(evidencias)
    .where(eq(evidencias.estandarId, input.estandarId));
  const [row] = await ctx.db
    .insert(evidencias)
    .values({
      instanciaId: ctx.instancia.id,
      manualId: input.manualId,
      estandarId: input.estandarId,
      codigo: input.codigo,
      descripcion: input.descripcion,
      esencial: input.esencial,
      observaciones: input.observaciones ?? null,
      minimo: input.minimo ?? 0,
      orden: input.orden ?? (last?.m ?? 0) + 1,
      ...altaAudit(actor, ctx.clock.now()),
    })
    .returning({ id: evidencias.id });
  return { id: (row as { id: number }).id };
}

/**
 * PUT /evidencias/{id}: every field of the form; the evidence may move to another standard
 * of the same manual. Absent optional fields are cleared, an absent `orden` is kept.
 */
export async function updateEvidencia(ctx: Ctx, evidenciaId: number, input: EvidenciaUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const current = await findEvidencia(ctx, evidenciaId);
  if (input.manualId != null && input.manualId !== current.manualId) {
    throw new AppError(422, t.manualNoCambia, { manualId: [t.manualNoCambia] });
  }
  await assertManualEditable(ctx, current.manualId);
  await checkEstandar(ctx, current.manualId, input.estandarId);
  await checkCodigo(ctx, input.estandarId, input.codigo, evidenciaId);
  await ctx.db
    .update(evidencias)
    .set({
      estandarId: input.estandarId,
      codigo: input.codigo,
      descripcion: input.descripcion,
      esencial: input.esencial,
      observaciones: input.observaciones ?? null,
      minimo: input.minimo ?? 0,
      ...(input.orden !== undefined ? { orden: input.orden } : {}),
      ...modificacionAudit(actor, ctx.clock.now()),
    })
    .where(eq(evidencias.id, evidenciaId));
}

/** DELETE /evidencias/{id}: its links to tests and examples go with it. */
export async function deleteEvidencia(ctx: Ctx, evidenciaId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const current = await findEvidencia(ctx, evidenciaId);
  await assertManualEditable(ctx, current.manualId);
  await ctx.db.delete(evidencias).where(eq(evidencias.id, evidenciaId));
}

/** POST /evidencias/ordenar: evidences of one standard take orden 1, 2, 3… in the given order. */
export async function ordenarEvidencias(ctx: Ctx, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const wanted = distinct(ids);
  const rows = await ctx.db
    .select({ id: evidencias.id, estandarId: evidencias.estandarId, manualId: evidencias.manualId })
    .from(evidencias)
    .where(and(eq(evidencias.instanciaId, ctx.instancia.id), sql`${evidencias.id} in ${idsParam(wanted)}`));
  if (rows.length !== wanted.length || new Set(rows.map((r) => r.estandarId)).size !== 1) {
    throw new AppError(422, t.ordenarNoValido, { ids: [t.ordenarNoValido] });
  }
  await assertManualEditable(ctx, (rows[0] as { manualId: number }).manualId);
  const audit = modificacionAudit(actor, ctx.clock.now());
  const updates = wanted.map((id, i) =>
    ctx.db
      .update(evidencias)
      .set({ orden: i + 1, ...audit })
      .where(eq(evidencias.id, id)),
  );
  await batchAll(ctx.db, updates);
}

const reread = async (ctx: Ctx, id: number) => (await readEvidencia(ctx.db, ctx.instancia.id, id)) as EvidenciaRecord;

/**
 * POST /evidencias/{id}/pruebas/reasignar: tests of the same manual, in the given order
 * (evidence_pruebas.orden). Follows the publication rule: tests are what a team answers.
 */
export async function reasignarPruebasEvidencia(ctx: Ctx, evidenciaId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  const current = await findEvidencia(ctx, evidenciaId);
  await assertManualEditable(ctx, current.manualId);
  const wanted = distinct(ids);
  refuseUnknown(
    'pruebas',
    await unknownIds(
      ctx.db,
      pruebas.id,
      pruebas,
      wanted,
      and(eq(pruebas.instanciaId, ctx.instancia.id), eq(pruebas.manualId, current.manualId)),
    ),
    t.pruebasNoValidas,
  );
  await replaceLinks(
    ctx.db,
    ctx.db.delete(evidenciaPruebas).where(eq(evidenciaPruebas.evidenciaId, evidenciaId)),
    (rows) => ctx.db.insert(evidenciaPruebas).values(rows),
    wanted.map((pruebaId, i) => ({ evidenciaId, pruebaId, orden: i + 1 })),
  );
  return (await reread(ctx, evidenciaId)).Pruebas;
}

/** POST /evidencias/{id}/ejemplos/reasignar: examples of this instance (allowed in published manuals). */
export async function reasignarEjemplosEvidencia(ctx: Ctx, evidenciaId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await findEvidencia(ctx, evidenciaId);
  const wanted = distinct(ids);
  refuseUnknown(
    'ejemplos',
    await unknownIds(ctx.db, ejemplos.id, ejemplos, wanted, eq(ejemplos.instanciaId, ctx.instancia.id)),
    t.ejemplosNoValidos,
  );
  await replaceLinks(
    ctx.db,
    ctx.db.delete(evidenciaEjemplos).where(eq(evidenciaEjemplos.evidenciaId, evidenciaId)),
    (rows) => ctx.db.insert(evidenciaEjemplos).values(rows),
    wanted.map((ejemploId) => ({ evidenciaId, ejemploId })),
  );
  return (await reread(ctx, evidenciaId)).Ejemplos;
}
