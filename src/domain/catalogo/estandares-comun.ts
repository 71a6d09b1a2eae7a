import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { manuales } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { catalogo } from '../../i18n/catalogo.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import type { AuditRow } from '../auditoria.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';
import { isEditable } from './edicion.ts';

// Shared by standards, evidences, examples and evaluation guides: audit columns for selects
// and the replace-a-link-set helper the reasignar calls use.

import { idsParam } from '../usuarios/list.ts';

export { containsPattern, foldSql, searchTerms } from '../usuarios/search.ts';
export { idsParam };

/** Audit columns of a row for `select`. */
export const auditColumnsOf = <T extends Record<keyof AuditRow, SQLiteColumn>>(table: T) => ({
  altaFecha: table.altaFecha,
  altaUsuarioId: table.altaUsuarioId,
  altaUsuarioNombre: table.altaUsuarioNombre,
  modificacionFecha: table.modificacionFecha,
  modificacionUsuarioId: table.modificacionUsuarioId,
  modificacionUsuarioNombre: table.modificacionUsuarioNombre,
});

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

/** Distinct ids, first occurrence first (the order of a reasignar list may carry meaning). */
export const distinct = (ids: number[]) => [...new Set(ids)];

/**
 * Which of `ids` are missing from `table` under `where`: reasignar calls refuse the whole
 * list (422) if any id is unknown, of another instance or of another manual.
 */
export async function unknownIds(db: Db, idColumn: SQLiteColumn, table: SQLiteTable, ids: number[], where: SQL | undefined) {
  if (ids.length === 0) return [];
  const rows = (await db
    .select({ id: idColumn })
    .from(table)
    .where(and(sql`${idColumn} in ${idsParam(ids)}`, where))) as Array<{ id: number }>;
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Throws 422 on the field when ids are unknown. */
export function refuseUnknown(field: string, unknown: number[], message: (ids: number[]) => string): void {
  if (unknown.length > 0) throw new AppError(422, message(unknown), { [field]: [message(unknown)] });
}

/**
 * Replaces a link set atomically: one delete and chunked inserts in one batch. Chunks of
 * 30 rows keep each statement under D1's 100 bound parameters (3 columns at most).
 */
export async function replaceLinks<Row extends Record<string, unknown>>(
  db: Db,
  remove: BatchItem<'sqlite'>,
  insert: (rows: Row[]) => BatchItem<'sqlite'>,
  rows: Row[],
): Promise<void> {
  const inserts: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += 30) inserts.push(insert(rows.slice(i, i + 30)));
  await batchAll(db, [remove, ...inserts]);
}

/** Runs the statements in one atomic batch (nothing to do for an empty list). */
export async function batchAll(db: Db, items: BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...rest] = items;
  if (first) await db.batch([first, ...rest]);
}

/** Codes compare trimmed and case-insensitively ("E1" and "e1 " are the same code). */
export const sameCodigo = (column: SQLiteColumn, codigo: string): SQL =>
  sql`lower(trim(${column})) = ${codigo.trim().toLowerCase()}`;

/** Requested campos resolved case-insensitively against the record's fields (400 if unknown). */
export function resolveCampos<F extends string>(all: readonly F[], campos?: string[]): F[] {
  if (!campos || campos.length === 0) return [...all];
  return campos.map((c) => {
    const found = all.find((f) => f.toLowerCase() === c.toLowerCase());
    if (!found) throw new AppError(400, errores.campoDesconocido(c), { campos: [errores.campoDesconocido(c)] });
    return found;
  });
}

/** ORDER BY from `orden` over a map of sortable fields, with a stable tail. */
export function orderBy(
  sorts: Record<string, SQL | SQLiteColumn>,
  orden: string | undefined,
  fallback: SQL[],
  tail: SQL[],
): SQL[] {
  if (!orden) return [...fallback, ...tail];
  const descending = orden.startsWith('-');
  const name = (descending ? orden.slice(1) : orden).toLowerCase();
  const key = Object.keys(sorts).find((k) => k.toLowerCase() === name);
  if (!key) throw new AppError(400, errores.ordenNoValido(orden), { orden: [errores.ordenNoValido(orden)] });
  const column = sorts[key] as SQL;
  return [descending ? desc(column) : asc(column), ...tail];
}
