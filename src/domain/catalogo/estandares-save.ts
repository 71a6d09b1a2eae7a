import { and, eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import {
  bloques,
  ejemplos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  etiquetas,
  paquetes,
} from '../../db/schema/index.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual, filaDe, nuevoEn, removeAudited } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { distinct, linkSetStatements, nextOrden, requireCodigoLibre, unknownIds } from '../shared/comun.ts';
import { requireCatalogo } from './acceso.ts';
import { editableManualOfPayload, ordenarHermanos } from './comun.ts';
import { requireManualEditable } from './edicion.ts';
import type { EstandarCreateInput, EstandarUpdateInput } from './estandares-schema.ts';

/** Tags are typed by what they tag; EST are the standards' ones. */
export const TIPO_ETIQUETA_ESTANDAR = 'EST';

type Ctx = DomainContext;

/** The standard of this instance, or 404. */
export async function loadEstandar(ctx: Pick<Ctx, 'db' | 'instancia'>, estandarId: number) {
  const [row] = await ctx.db
    .select({ id: estandares.id, manualId: estandares.manualId, bloqueId: estandares.bloqueId, orden: estandares.orden })
    .from(estandares)
    .where(and(eq(estandares.id, estandarId), eq(estandares.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.estandarNoEncontrado);
  return row;
}

/** Field references of the form (422 with every problem at once). */
async function validateReferences(
  ctx: Ctx,
  manualId: number,
  input: Pick<EstandarCreateInput, 'bloqueId' | 'paqueteId' | 'etiquetas'> & { ejemploId?: number },
) {
  const errors: FieldErrors = {};
  const [bloque] = await ctx.db
    .select({ manualId: bloques.manualId })
    .from(bloques)
    .where(and(eq(bloques.id, input.bloqueId), eq(bloques.instanciaId, ctx.instancia.id)));
  if (!bloque) errors.bloqueId = [t.bloqueNoExiste];
  else if (bloque.manualId !== manualId) errors.bloqueId = [t.bloqueDeOtroManual];
  if (input.paqueteId != null) {
    const [p] = await ctx.db
      .select({ id: paquetes.id })
      .from(paquetes)
      .where(and(eq(paquetes.id, input.paqueteId), eq(paquetes.instanciaId, ctx.instancia.id)));
    if (!p) errors.paqueteId = [t.paqueteNoExiste];
  }
  if (input.etiquetas) {
    const bad = await unknownEtiquetas(ctx, distinct(input.etiquetas));
    if (bad.length > 0) errors.etiquetas = [t.etiquetasNoValidas(bad)];
  }
  if (input.ejemploId != null) {
    const bad = await unknownIds(ctx.db, ejemplos.id, ejemplos, [input.ejemploId], eq(ejemplos.instanciaId, ctx.instancia.id));
    if (bad.length > 0) errors.ejemploId = [t.ejemploNoExiste];
  }
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
}

export const unknownEtiquetas = (ctx: Pick<Ctx, 'db' | 'instancia'>, ids: number[]) =>
  unknownIds(
    ctx.db,
    etiquetas.id,
    etiquetas,
    ids,
    and(eq(etiquetas.instanciaId, ctx.instancia.id), eq(etiquetas.tipoClave, TIPO_ETIQUETA_ESTANDAR)),
  );

/** A standard's code is unique within its manual (409). */
const requireCodigoEstandarLibre = (ctx: Ctx, manualId: number, codigo: string, exceptId?: number) =>
  requireCodigoLibre(ctx.db, {
    table: estandares,
    scope: eq(estandares.manualId, manualId),
    codigo,
    exceptId,
    message: t.codigoEstandarEnUso,
  });

/** The form's fields as columns: absent optional fields are cleared. */
const columns = (input: EstandarUpdateInput) => ({
  bloqueId: input.bloqueId,
  codigo: input.codigo,
  descripcion: input.descripcion,
  esencial: input.esencial,
  proposito: input.proposito ?? null,
  observaciones: input.observaciones ?? null,
  paqueteId: input.paqueteId ?? null,
  minimo: input.minimo ?? 0,
});

/**
 * POST /estandares. Tags and the optional example are written in the same batch as the
 * standard (its new id is found by manual and code, which are unique together), so a
 * failure leaves nothing behind.
 */
export async function createEstandar(ctx: Ctx, input: EstandarCreateInput): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await editableManualOfPayload(ctx, input.manualId);
  await validateReferences(ctx, input.manualId, input);
  await requireCodigoEstandarLibre(ctx, input.manualId, input.codigo);
  const now = ctx.clock.now();
  const orden = input.orden ?? (await nextOrden(ctx.db, estandares, estandares.bloqueId, input.bloqueId));
  const newId = sql`(select max(id) from estandares where manual_id = ${input.manualId} and codigo = ${input.codigo})`;
  const insert = ctx.db
    .insert(estandares)
    .values({
      instanciaId: ctx.instancia.id,
      manualId: input.manualId,
      ...columns(input),
      orden,
      ...altaAudit(actor, now),
    })
    .returning({ id: estandares.id });
  const links: BatchItem<'sqlite'>[] = [];
  const tags = distinct(input.etiquetas ?? []);
  if (tags.length > 0) {
    links.push(ctx.db.insert(estandarEtiquetas).values(tags.map((etiquetaId) => ({ estandarId: newId, etiquetaId }))));
  }
  if (input.ejemploId != null)
    links.push(ctx.db.insert(estandarEjemplos).values({ estandarId: newId, ejemploId: input.ejemploId }));
  const [inserted] = await commit(ctx, [
    insert,
    ...links,
    auditar({
      accion: 'CREAR',
      entidad: 'estandar',
      entidadId: nuevoEn(estandares),
      cambios: cambiosDe(null, {
        manualId: input.manualId,
        ...columns(input),
        orden,
        etiquetas: tags,
        ejemploId: input.ejemploId,
      }),
    }),
  ]);
  return filaDe<{ id: number }>(inserted);
}

/**
 * PUT /estandares/{id}: every field of the form. The manual cannot change (422); the block
 * may, within the manual. Absent optional fields are cleared; an absent `orden` or
 * `etiquetas` keeps what is stored.
 */
export async function updateEstandar(ctx: Ctx, estandarId: number, input: EstandarUpdateInput): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  const current = await loadEstandar(ctx, estandarId);
  if (input.manualId != null && input.manualId !== current.manualId) {
    throw new AppError(422, t.manualNoCambia, { manualId: [t.manualNoCambia] });
  }
  await requireManualEditable(ctx, current.manualId);
  await validateReferences(ctx, current.manualId, input);
  await requireCodigoEstandarLibre(ctx, current.manualId, input.codigo, estandarId);
  const update = ctx.db
    .update(estandares)
    .set({
      ...columns(input),
      ...(input.orden !== undefined ? { orden: input.orden } : {}),
      ...modificacionAudit(actor, ctx.clock.now()),
    })
    .where(eq(estandares.id, estandarId));
  const tags = input.etiquetas
    ? linkSetStatements(
        ctx.db,
        ctx.db.delete(estandarEtiquetas).where(eq(estandarEtiquetas.estandarId, estandarId)),
        estandarEtiquetas,
        distinct(input.etiquetas).map((etiquetaId) => ({ estandarId, etiquetaId })),
      )
    : [];
  const antes = await filaActual(ctx.db, estandares, estandarId);
  await commit(ctx, [
    update,
    ...tags,
    auditar({
      accion: 'MODIFICAR',
      entidad: 'estandar',
      entidadId: estandarId,
      cambios: [
        ...cambiosDe(antes, { ...columns(input), ...(input.orden !== undefined ? { orden: input.orden } : {}) }),
        ...(input.etiquetas ? [{ Campo: 'Etiquetas', Antes: null, Despues: distinct(input.etiquetas) }] : []),
      ],
    }),
  ]);
}

/** DELETE /estandares/{id}: its evidences, guides and links go with it (FK cascade). */
export async function deleteEstandar(ctx: Ctx, estandarId: number): Promise<void> {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadEstandar(ctx, estandarId);
  await requireManualEditable(ctx, current.manualId);
  await removeAudited(ctx, estandares, estandarId, 'estandar');
}

/**
 * POST /estandares/ordenar: `ids` (standards of one block) take orden 1, 2, 3… in that
 * order; for drag-and-drop in the manual editor.
 */
export async function ordenarEstandares(ctx: Ctx, ids: number[]): Promise<void> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await ordenarHermanos(ctx, actor, estandares, estandares.bloqueId, ids, 'estandar');
}
