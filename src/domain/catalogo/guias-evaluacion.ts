import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { estandares, guiasEvaluacion } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { type Auditoria, altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';
import { nextOrden } from '../shared/comun.ts';
import { auditColumnsOf, listPage, orderBy, project, resolveCampos } from '../shared/listado.ts';
import { requireCatalogo } from './acceso.ts';
import { ordenarHermanos } from './comun.ts';
import { requireManualEditable } from './edicion.ts';
import type { GuiaCreateInput, GuiaUpdateInput } from './estandares-schema.ts';

/**
 * Evaluation guides: the items evaluators go through for a standard; the flags say whether a
 * finding on the item becomes an improvement area or a strength. They are part of a manual's
 * structure (they shape running evaluations), so they follow the publication rule through
 * their standard's manual.
 */
export interface GuiaRecord {
  Id: number;
  EstandarId: number;
  ManualId: number;
  Descripcion: string;
  GeneraAreaMejora: boolean;
  GeneraFortaleza: boolean;
  Orden: number;
  Auditoria: Auditoria;
}

export const GUIA_FIELDS = [
  'Id',
  'EstandarId',
  'ManualId',
  'Descripcion',
  'GeneraAreaMejora',
  'GeneraFortaleza',
  'Orden',
  'Auditoria',
] as const;

const SORTS: Record<string, SQL | SQLiteColumn> = {
  Id: guiasEvaluacion.id,
  Orden: guiasEvaluacion.orden,
  EstandarId: guiasEvaluacion.estandarId,
};

const selectGuias = (db: Db) =>
  db
    .select({
      id: guiasEvaluacion.id,
      estandarId: guiasEvaluacion.estandarId,
      manualId: guiasEvaluacion.manualId,
      descripcion: guiasEvaluacion.descripcion,
      generaAreaMejora: guiasEvaluacion.generaAreaMejora,
      generaFortaleza: guiasEvaluacion.generaFortaleza,
      orden: guiasEvaluacion.orden,
      ...auditColumnsOf(guiasEvaluacion),
    })
    .from(guiasEvaluacion);
type Row = Awaited<ReturnType<typeof selectGuias>>[number];

const toRecord = (r: Row): GuiaRecord => ({
  Id: r.id,
  EstandarId: r.estandarId,
  ManualId: r.manualId,
  Descripcion: r.descripcion,
  GeneraAreaMejora: r.generaAreaMejora,
  GeneraFortaleza: r.generaFortaleza,
  Orden: r.orden,
  Auditoria: auditoriaOf(r),
});

/** GET /guiasEvaluacion (filters estandarId, manualId). */
export async function listGuias(
  ctx: DomainContext,
  opts: { query: ListQuery; filtros?: { estandarId?: number; manualId?: number } },
): Promise<Page<Partial<GuiaRecord>>> {
  requireCatalogo(ctx.actor, 'L');
  const campos = resolveCampos(GUIA_FIELDS, opts.query.campos);
  const f = opts.filtros ?? {};
  const where = and(
    eq(guiasEvaluacion.instanciaId, ctx.instancia.id),
    f.estandarId === undefined ? undefined : eq(guiasEvaluacion.estandarId, f.estandarId),
    f.manualId === undefined ? undefined : eq(guiasEvaluacion.manualId, f.manualId),
  );
  const order = orderBy(
    SORTS,
    opts.query.orden,
    [asc(guiasEvaluacion.estandarId), asc(guiasEvaluacion.orden)],
    [asc(guiasEvaluacion.id)],
  );
  return listPage({
    db: ctx.db,
    table: guiasEvaluacion,
    where,
    query: opts.query,
    rows: (limit, offset) =>
      selectGuias(ctx.db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    records: (rows) => rows.map((r) => project(toRecord(r), campos)),
  });
}

async function loadGuia(ctx: DomainContext, id: number): Promise<GuiaRecord> {
  const [row] = await selectGuias(ctx.db).where(
    and(eq(guiasEvaluacion.id, id), eq(guiasEvaluacion.instanciaId, ctx.instancia.id)),
  );
  if (!row) throw new AppError(404, t.guiaNoEncontrada);
  return toRecord(row);
}

/** GET /guiasEvaluacion/{id}. */
export async function getGuia(ctx: DomainContext, id: number): Promise<GuiaRecord> {
  requireCatalogo(ctx.actor, 'L');
  return loadGuia(ctx, id);
}

/** POST /guiasEvaluacion: last of its standard unless an order is given. */
export async function createGuia(ctx: DomainContext, input: GuiaCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const [estandar] = await ctx.db
    .select({ manualId: estandares.manualId })
    .from(estandares)
    .where(and(eq(estandares.id, input.estandarId), eq(estandares.instanciaId, ctx.instancia.id)));
  if (!estandar) throw new AppError(422, errores.datosNoValidos, { estandarId: [t.estandarNoExiste] });
  await requireManualEditable(ctx, estandar.manualId);
  const valores = {
    instanciaId: ctx.instancia.id,
    manualId: estandar.manualId,
    estandarId: input.estandarId,
    descripcion: input.descripcion,
    generaAreaMejora: input.generaAreaMejora ?? false,
    generaFortaleza: input.generaFortaleza ?? false,
    orden: input.orden ?? (await nextOrden(ctx.db, guiasEvaluacion, guiasEvaluacion.estandarId, input.estandarId)),
    ...altaAudit(actor, ctx.clock.now()),
  };
  const [rows] = await commit(ctx, [
    ctx.db.insert(guiasEvaluacion).values(valores).returning({ id: guiasEvaluacion.id }),
    auditar({
      accion: 'CREAR',
      entidad: 'guiaEvaluacion',
      entidadId: nuevoEn(guiasEvaluacion),
      cambios: cambiosDe(null, valores),
    }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** PUT /guiasEvaluacion/{id}: absent flags become false, an absent orden is kept. */
export async function updateGuia(ctx: DomainContext, id: number, input: GuiaUpdateInput): Promise<GuiaRecord> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const current = await loadGuia(ctx, id);
  await requireManualEditable(ctx, current.ManualId);
  const valores = {
    descripcion: input.descripcion,
    generaAreaMejora: input.generaAreaMejora ?? false,
    generaFortaleza: input.generaFortaleza ?? false,
    ...(input.orden !== undefined ? { orden: input.orden } : {}),
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  await updateAudited(ctx, guiasEvaluacion, id, 'guiaEvaluacion', valores);
  return loadGuia(ctx, id);
}

/** DELETE /guiasEvaluacion/{id}. */
export async function deleteGuia(ctx: DomainContext, id: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadGuia(ctx, id);
  await requireManualEditable(ctx, current.ManualId);
  await removeAudited(ctx, guiasEvaluacion, id, 'guiaEvaluacion');
}

/** POST /guiasEvaluacion/ordenar: guides of one standard take orden 1, 2, 3… */
export async function ordenarGuias(ctx: DomainContext, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await ordenarHermanos(ctx, actor, guiasEvaluacion, guiasEvaluacion.estandarId, ids, 'guiaEvaluacion');
}
