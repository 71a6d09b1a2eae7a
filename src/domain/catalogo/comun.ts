import { and, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { manuales } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { catalogo } from '../../i18n/catalogo.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { modificacionAudit } from '../auditoria.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { containsPattern, foldSql, searchTerms } from '../usuarios/search.ts';
import { assertManualEditable, isEditable } from './edicion.ts';

// The writing and searching plumbing every part of the catalogue shares (manuals, blocks,
// standards, evidences, examples, guides, tests, forms). Everything here keeps D1's limits
// in mind: at most 100 bound parameters per statement, atomic writes only through a batch.

// The ids travel as one JSON parameter: D1 caps a statement at 100 bound parameters.
export const idsParam = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/** `column in (ids)`, with the ids bound as one parameter. */
export const inIds = (column: SQLiteColumn, ids: number[]) => sql`${column} in ${idsParam(ids)}`;

/** Every word of `texto` must appear (accent- and case-insensitively) in the concatenated text. */
export function textSearch(haystack: SQL, texto: string | undefined): SQL[] {
  const folded = foldSql(haystack);
  return searchTerms(texto).map((term) => sql`${folded} like ${containsPattern(term)} escape '\\'`);
}

export const unprocessable = (errors: FieldErrors): never => {
  throw new AppError(422, errores.datosNoValidos, errors);
};

/** Whether a write failed on a unique constraint of the database (a race the pre-check lost). */
export function isUniqueViolation(err: unknown): boolean {
  const text = `${(err as { message?: string })?.message ?? ''} ${(err as { cause?: { message?: string } })?.cause?.message ?? ''}`;
  return /UNIQUE constraint failed/i.test(text);
}

/** Distinct ids, first occurrence first (the order of a reasignar list may carry meaning). */
export const distinct = (ids: number[]) => [...new Set(ids)];

/** Runs the statements in one atomic batch (nothing to do for an empty list). */
export async function runBatch(db: Db, items: BatchItem<'sqlite'>[]): Promise<void> {
  const [first, ...rest] = items;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Multi-row inserts split so no statement binds more than 90 parameters (D1 allows 100).
 * The statements go into the caller's batch, so the whole write stays atomic.
 */
export function chunkedInserts<T extends Record<string, unknown>>(db: Db, table: SQLiteTable, rows: T[]): BatchItem<'sqlite'>[] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.floor(90 / columns));
  const out: BatchItem<'sqlite'>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    // biome-ignore lint/suspicious/noExplicitAny: rows are typed by the caller per table
    out.push(db.insert(table).values(rows.slice(i, i + size) as any));
  }
  return out;
}

/** The statements that make a link set exactly `rows`: the delete, then the inserts (for one batch). */
export const linkSetStatements = <Row extends Record<string, unknown>>(
  db: Db,
  remove: BatchItem<'sqlite'>,
  table: SQLiteTable,
  rows: Row[],
): BatchItem<'sqlite'>[] => [remove, ...chunkedInserts(db, table, rows)];

/**
 * Which of `ids` are missing from `table` under `where`: reasignar calls refuse the whole
 * list (422) if any id is unknown, of another instance or of another manual.
 */
export async function unknownIds(db: Db, idColumn: SQLiteColumn, table: SQLiteTable, ids: number[], where: SQL | undefined) {
  if (ids.length === 0) return [];
  const rows = (await db
    .select({ id: idColumn })
    .from(table)
    .where(and(inIds(idColumn, ids), where))) as Array<{ id: number }>;
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Throws 422 on the field when ids are unknown. */
export function refuseUnknown(field: string, unknown: number[], message: (ids: number[]) => string): void {
  if (unknown.length > 0) throw new AppError(422, message(unknown), { [field]: [message(unknown)] });
}

/**
 * The write of a reasignar call: 422 on `field` when any id may not be linked (`unknown`:
 * missing, of another instance or of another manual), else the owner's link set becomes
 * exactly these ids (repeats dropped, first occurrence first) in one atomic batch.
 */
export async function reasignarEnlaces<Row extends Record<string, unknown>>(
  db: Db,
  opts: {
    ids: number[];
    field: string;
    message: (ids: number[]) => string;
    unknown: (ids: number[]) => Promise<number[]>;
    links: SQLiteTable;
    owner: SQLiteColumn;
    ownerId: number;
    row: (id: number, index: number) => Row;
  },
): Promise<void> {
  const wanted = distinct(opts.ids);
  refuseUnknown(opts.field, await opts.unknown(wanted), opts.message);
  await runBatch(
    db,
    linkSetStatements(db, db.delete(opts.links).where(eq(opts.owner, opts.ownerId)), opts.links, wanted.map(opts.row)),
  );
}

/**
 * 409 on `codigo` when another row under `scope` already has the code. Codes compare trimmed
 * and case-insensitively ("E1" and "e1 " are the same code).
 */
export async function assertCodigoLibre(
  db: Db,
  opts: {
    table: SQLiteTable & { id: SQLiteColumn; codigo: SQLiteColumn };
    scope: SQL;
    codigo: string;
    exceptId?: number;
    message: string;
  },
): Promise<void> {
  const { table, scope, codigo, exceptId, message } = opts;
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        scope,
        sql`lower(trim(${table.codigo})) = ${codigo.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, message, { codigo: [message] });
}

/** The orden after the last of a parent's children: new rows go last unless an order is given. */
export async function nextOrden(
  db: Db,
  table: SQLiteTable & { orden: SQLiteColumn },
  parent: SQLiteColumn,
  parentId: number,
): Promise<number> {
  const [row] = (await db
    .select({ m: max(table.orden) })
    .from(table)
    .where(eq(parent, parentId))) as Array<{ m: number | null }>;
  return (row?.m ?? 0) + 1;
}

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
  await assertManualEditable(ctx, (rows[0] as { manualId: number }).manualId);
  const audit = modificacionAudit(actor, ctx.clock.now());
  await runBatch(
    ctx.db,
    wanted.map((id, i) =>
      ctx.db
        .update(table)
        // biome-ignore lint/suspicious/noExplicitAny: every OrdenableTable has orden and the audit columns
        .set({ orden: i + 1, ...audit } as any)
        .where(eq(table.id, id)),
    ),
  );
}
