import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { manuales } from '../../db/schema/catalogo.ts';
import { catalogo } from '../../i18n/catalogo.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { distinct, inIds } from '../shared/comun.ts';
import { isEditable, requireManualEditable } from './edicion.ts';

// What the parts of the catalogue share beyond the plumbing of src/domain/shared/comun.ts:
// rows that hang from an editable manual and are kept in order under their parent.

/** The columns of a manual as a record names it (the API's ManualRef). */
export const manualRefColumns = {
  Id: manuales.id,
  Codigo: manuales.codigo,
  Nombre: manuales.nombre,
  Version: manuales.version,
  EstadoClave: manuales.estadoClave,
};

/**
 * The manual a new row hangs from, named in the payload: 422 when it is not one of this
 * instance (it is a field of the form, not the addressed resource), 409 once published.
 */
export async function editableManualOfPayload(ctx: Pick<DomainContext, 'db' | 'instancia'>, manualId: number) {
  const [manual] = await ctx.db
    .select()
    .from(manuales)
    .where(and(eq(manuales.id, manualId), eq(manuales.instanciaId, ctx.instancia.id)));
  if (!manual) throw new AppError(422, errores.datosNoValidos, { manualId: [t.manualNoExiste] });
  if (!isEditable(manual)) throw new AppError(409, catalogo.manualPublicado);
  return manual;
}

/** A part of a manual's structure that its parent keeps in order (standards, evidences, guides). */
type OrdenableTable = SQLiteTable & {
  id: SQLiteColumn;
  instanciaId: SQLiteColumn;
  manualId: SQLiteColumn;
  orden: SQLiteColumn;
};

/**
 * POST …/ordenar: `ids`, all under one parent (`parent` column), take orden 1, 2, 3… in that
 * order, for drag-and-drop in the manual editor. 422 unless every id is of this instance and
 * they share the parent; 409 once the manual is published.
 */
export async function ordenarHermanos(
  ctx: DomainContext,
  actor: Actor,
  table: OrdenableTable,
  parent: SQLiteColumn,
  ids: number[],
  entidad: string,
): Promise<void> {
  const wanted = distinct(ids);
  const rows = (await ctx.db
    .select({ parentId: parent, manualId: table.manualId })
    .from(table)
    .where(and(eq(table.instanciaId, ctx.instancia.id), inIds(table.id, wanted)))) as Array<{
    parentId: number;
    manualId: number;
  }>;
  if (rows.length !== wanted.length || new Set(rows.map((r) => r.parentId)).size !== 1) {
    throw new AppError(422, t.ordenarNoValido, { ids: [t.ordenarNoValido] });
  }
  await requireManualEditable(ctx, (rows[0] as { manualId: number }).manualId);
  const audit = modificacionAudit(actor, ctx.clock.now());
  await commit(ctx, [
    ...wanted.map((id, i) =>
      ctx.db
        .update(table)
        // biome-ignore lint/suspicious/noExplicitAny: every OrdenableTable has orden and the audit columns
        .set({ orden: i + 1, ...audit } as any)
        .where(eq(table.id, id)),
    ),
    ...wanted.map((id, i) =>
      auditar({ accion: 'MODIFICAR', entidad, entidadId: id, cambios: [{ Campo: 'Orden', Antes: null, Despues: i + 1 }] }),
    ),
  ]);
}
