import { and, eq } from 'drizzle-orm';
import { ejemplos, estandares, evidenciaEjemplos, evidenciaPruebas, evidencias, pruebas } from '../../db/schema/index.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { nextOrden, reasignarEnlaces, requireCodigoLibre, unknownIds } from '../shared/comun.ts';
import { requireCatalogo } from './acceso.ts';
import { editableManualOfPayload, ordenarHermanos } from './comun.ts';
import { requireManualEditable } from './edicion.ts';
import type { EvidenciaCreateInput, EvidenciaUpdateInput } from './estandares-schema.ts';
import { type EvidenciaRecord, loadEvidenciaRecord } from './evidencias.ts';

type Ctx = DomainContext;

/** The evidence of this instance, or 404. */
export async function loadEvidencia(ctx: Pick<Ctx, 'db' | 'instancia'>, evidenciaId: number) {
  const [row] = await ctx.db
    .select({ id: evidencias.id, manualId: evidencias.manualId, estandarId: evidencias.estandarId })
    .from(evidencias)
    .where(and(eq(evidencias.id, evidenciaId), eq(evidencias.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.evidenciaNoEncontrada);
  return row;
}

/** The standard named in the payload must be of the same manual (422). */
async function validateEstandar(ctx: Ctx, manualId: number, estandarId: number) {
  const [row] = await ctx.db
    .select({ manualId: estandares.manualId })
    .from(estandares)
    .where(and(eq(estandares.id, estandarId), eq(estandares.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(422, errores.datosNoValidos, { estandarId: [t.estandarNoExiste] });
  if (row.manualId !== manualId) throw new AppError(422, errores.datosNoValidos, { estandarId: [t.estandarDeOtroManual] });
}

/** An evidence's code is unique within its standard (409). */
const requireCodigoEvidenciaLibre = (ctx: Ctx, estandarId: number, codigo: string, exceptId?: number) =>
  requireCodigoLibre(ctx.db, {
    table: evidencias,
    scope: eq(evidencias.estandarId, estandarId),
    codigo,
    exceptId,
    message: t.codigoEvidenciaEnUso,
  });

/** The form's fields as columns: absent optional fields are cleared. */
const columns = (input: EvidenciaUpdateInput) => ({
  estandarId: input.estandarId,
  codigo: input.codigo,
  descripcion: input.descripcion,
  esencial: input.esencial,
  observaciones: input.observaciones ?? null,
  minimo: input.minimo ?? 0,
});

/** POST /evidencias: last in its standard unless an order is given. */
export async function createEvidencia(ctx: Ctx, input: EvidenciaCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await editableManualOfPayload(ctx, input.manualId);
  await validateEstandar(ctx, input.manualId, input.estandarId);
  await requireCodigoEvidenciaLibre(ctx, input.estandarId, input.codigo);
  const valores = {
    instanciaId: ctx.instancia.id,
    manualId: input.manualId,
    ...columns(input),
    orden: input.orden ?? (await nextOrden(ctx.db, evidencias, evidencias.estandarId, input.estandarId)),
    ...altaAudit(actor, ctx.clock.now()),
  };
  const [rows] = await commit(ctx, [
    ctx.db.insert(evidencias).values(valores).returning({ id: evidencias.id }),
    auditar({ accion: 'CREAR', entidad: 'evidencia', entidadId: nuevoEn(evidencias), cambios: cambiosDe(null, valores) }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/**
 * PUT /evidencias/{id}: every field of the form; the evidence may move to another standard
 * of the same manual. Absent optional fields are cleared, an absent `orden` is kept.
 */
export async function updateEvidencia(ctx: Ctx, evidenciaId: number, input: EvidenciaUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const current = await loadEvidencia(ctx, evidenciaId);
  if (input.manualId != null && input.manualId !== current.manualId) {
    throw new AppError(422, t.manualNoCambia, { manualId: [t.manualNoCambia] });
  }
  await requireManualEditable(ctx, current.manualId);
  await validateEstandar(ctx, current.manualId, input.estandarId);
  await requireCodigoEvidenciaLibre(ctx, input.estandarId, input.codigo, evidenciaId);
  const valores = {
    ...columns(input),
    ...(input.orden !== undefined ? { orden: input.orden } : {}),
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  await updateAudited(ctx, evidencias, evidenciaId, 'evidencia', valores);
}

/** DELETE /evidencias/{id}: its links to tests and examples go with it. */
export async function deleteEvidencia(ctx: Ctx, evidenciaId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadEvidencia(ctx, evidenciaId);
  await requireManualEditable(ctx, current.manualId);
  await removeAudited(ctx, evidencias, evidenciaId, 'evidencia');
}

/** POST /evidencias/ordenar: evidences of one standard take orden 1, 2, 3… in the given order. */
export async function ordenarEvidencias(ctx: Ctx, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await ordenarHermanos(ctx, actor, evidencias, evidencias.estandarId, ids, 'evidencia');
}

const reread = async (ctx: Ctx, id: number) => (await loadEvidenciaRecord(ctx.db, ctx.instancia.id, id)) as EvidenciaRecord;

/**
 * POST /evidencias/{id}/pruebas/reasignar: tests of the same manual, in the given order
 * (evidence_pruebas.orden). Follows the publication rule: tests are what a team answers.
 */
export async function reasignarPruebasEvidencia(ctx: Ctx, evidenciaId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadEvidencia(ctx, evidenciaId);
  await requireManualEditable(ctx, current.manualId);
  await reasignarEnlaces(ctx, {
    entidad: 'evidencia',
    ids,
    field: 'pruebas',
    message: t.pruebasNoValidas,
    unknown: (wanted) =>
      unknownIds(
        ctx.db,
        pruebas.id,
        pruebas,
        wanted,
        and(eq(pruebas.instanciaId, ctx.instancia.id), eq(pruebas.manualId, current.manualId)),
      ),
    links: evidenciaPruebas,
    owner: evidenciaPruebas.evidenciaId,
    ownerId: evidenciaId,
    row: (pruebaId, i) => ({ evidenciaId, pruebaId, orden: i + 1 }),
  });
  return (await reread(ctx, evidenciaId)).Pruebas;
}

/** POST /evidencias/{id}/ejemplos/reasignar: examples of this instance (allowed in published manuals). */
export async function reasignarEjemplosEvidencia(ctx: Ctx, evidenciaId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await loadEvidencia(ctx, evidenciaId);
  await reasignarEnlaces(ctx, {
    entidad: 'evidencia',
    ids,
    field: 'ejemplos',
    message: t.ejemplosNoValidos,
    unknown: (wanted) => unknownIds(ctx.db, ejemplos.id, ejemplos, wanted, eq(ejemplos.instanciaId, ctx.instancia.id)),
    links: evidenciaEjemplos,
    owner: evidenciaEjemplos.evidenciaId,
    ownerId: evidenciaId,
    row: (ejemploId) => ({ evidenciaId, ejemploId }),
  });
  return (await reread(ctx, evidenciaId)).Ejemplos;
}
