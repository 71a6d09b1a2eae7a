import { and, eq, getTableColumns, inArray, max, ne, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { containsPattern, foldSql, searchTerms } from './search.ts';

// The writing and searching plumbing every area shares (lists searched by text, link sets
// rewritten by reasignar calls, codes unique per scope, children kept in order). Everything
// here keeps D1's limits in mind: at most 100 bound parameters per statement, atomic writes
// only through a batch.

// The ids travel as one JSON parameter: D1 caps a statement at 100 bound parameters.
export const idsParam = (ids: number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

/** `column in (ids)`, with the ids bound as one parameter. */
export const inIds = (column: SQLiteColumn, ids: number[]) => sql`${column} in ${idsParam(ids)}`;

/** A list filter's equality, or nothing when the filter is not set (and() drops undefined). */
export const eqIf = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

/** Every word of `texto` must appear (accent- and case-insensitively) in the concatenated text. */
export function textSearch(haystack: SQL, texto: string | undefined): SQL[] {
  const folded = foldSql(haystack);
  return searchTerms(texto).map((term) => sql`${folded} like ${containsPattern(term)} escape '\\'`);
}

/**
 * A list's filter on a related record typed as words, for when there are too many records for a
 * drop-down (shared/opciones-filtro.ts): the rows whose `columna` names one of the instance's
 * records of `de` whose text has every word (textSearch). Undefined when no word is given, so
 * and() drops it.
 */
export function relacionPorTexto(
  ctx: DomainContext,
  columna: SQLiteColumn,
  de: { tabla: SQLiteTable & { id: SQLiteColumn; instanciaId: SQLiteColumn }; texto: SQL },
  texto: string | undefined,
): SQL | undefined {
  if (searchTerms(texto).length === 0) return undefined;
  return inArray(
    columna,
    ctx.db
      .select({ id: de.tabla.id })
      .from(de.tabla)
      .where(and(eq(de.tabla.instanciaId, ctx.instancia.id), ...textSearch(de.texto, texto))),
  );
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

/**
 * Rows per multi-row insert of `table` so no statement binds more than 90 parameters (D1
 * allows 100). Counted by the table's columns, not the row's keys: Drizzle binds a column's
 * default (a version, a flag) for every row that leaves it out.
 */
export function rowChunks<T extends Record<string, unknown>>(table: SQLiteTable, rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(getTableColumns(table)).length);
  const size = Math.max(1, Math.floor(90 / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Multi-row inserts split by rowChunks. The statements go into the caller's batch, so the
 * whole write stays atomic.
 */
export function chunkedInserts<T extends Record<string, unknown>>(db: Db, table: SQLiteTable, rows: T[]): BatchItem<'sqlite'>[] {
  // biome-ignore lint/suspicious/noExplicitAny: rows are typed by the caller per table
  return rowChunks(table, rows).map((chunk) => db.insert(table).values(chunk as any));
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
  ctx: DomainContext,
  opts: {
    /** The owner's entity in the audit log; the link set is one of its fields (`field`). */
    entidad: string;
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
  const { db } = ctx;
  // The linked id's column is the one row() fills with the id it is given.
  const probe = opts.row(-1, 0);
  const target = Object.keys(probe).find((k) => probe[k] === -1);
  const before = (await db.select().from(opts.links).where(eq(opts.owner, opts.ownerId))) as Record<string, unknown>[];
  await commit(ctx, [
    ...linkSetStatements(db, db.delete(opts.links).where(eq(opts.owner, opts.ownerId)), opts.links, wanted.map(opts.row)),
    auditar({
      accion: 'MODIFICAR',
      entidad: opts.entidad,
      entidadId: opts.ownerId,
      cambios: [{ Campo: opts.field, Antes: target ? before.map((r) => r[target]) : null, Despues: wanted }],
    }),
  ]);
}

/**
 * 409 on `codigo` when another row under `scope` already has the code. Codes compare trimmed
 * and case-insensitively ("E1" and "e1 " are the same code).
 */
export async function requireCodigoLibre(
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
