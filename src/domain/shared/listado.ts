import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/types.ts';
import { errores } from '../../i18n/errores.ts';
import type { AuditRow } from '../auditoria/columnas.ts';
import { AppError } from '../errors.ts';
import type { ListQuery, Page } from '../listing.ts';

// Lists whose records are built in JavaScript (nested references, counts), in every area, so
// `campos` projects the finished record instead of the selected columns (listing.ts).

/** Audit columns of a row for `select`. */
export const auditColumnsOf = <T extends Record<keyof AuditRow, SQLiteColumn>>(table: T) => ({
  altaFecha: table.altaFecha,
  altaUsuarioId: table.altaUsuarioId,
  altaUsuarioNombre: table.altaUsuarioNombre,
  modificacionFecha: table.modificacionFecha,
  modificacionUsuarioId: table.modificacionUsuarioId,
  modificacionUsuarioNombre: table.modificacionUsuarioNombre,
});

const campoDesconocido = (c: string) => new AppError(400, errores.campoDesconocido(c), { campos: [errores.campoDesconocido(c)] });

/** Requested campos resolved case-insensitively against the record's fields (400 if unknown). */
export function resolveCampos<F extends string>(all: readonly F[], campos?: string[]): F[] {
  if (!campos || campos.length === 0) return [...all];
  return campos.map((c) => {
    const found = all.find((f) => f.toLowerCase() === c.toLowerCase());
    if (!found) throw campoDesconocido(c);
    return found;
  });
}

/** Only `campos` of a record, in the order asked for. */
export const project = <T extends object>(record: T, campos: readonly (keyof T & string)[]): Partial<T> =>
  Object.fromEntries(campos.map((c) => [c, record[c]])) as Partial<T>;

/** Only the requested fields of a record (`campos`), case-insensitively; unknown names are a 400. */
export function pick<T extends object>(record: T, campos: string[] | undefined): Partial<T> {
  if (!campos || campos.length === 0) return record;
  return project(record, resolveCampos(Object.keys(record) as Array<keyof T & string>, campos));
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

/**
 * ORDER BY for the large lists (ADR 0018): the tie-break columns take the direction of the
 * key, so one index on (instance, key) read forwards or backwards serves both directions; the
 * tail stops at the first unique column (`unique`, the id) since nothing after it can reorder.
 */
export function orderByKey(
  sorts: Record<string, SQL | SQLiteColumn>,
  orden: string | undefined,
  fallback: SQL[],
  tail: SQLiteColumn[],
  unique: SQLiteColumn[] = [],
): SQL[] {
  if (!orden) return fallback;
  const descending = orden.startsWith('-');
  const name = (descending ? orden.slice(1) : orden).toLowerCase();
  const key = Object.keys(sorts).find((k) => k.toLowerCase() === name);
  if (!key) throw new AppError(400, errores.ordenNoValido(orden), { orden: [errores.ordenNoValido(orden)] });
  const column = sorts[key] as SQLiteColumn;
  const dir = (c: SQL | SQLiteColumn) => (descending ? desc(c) : asc(c));
  if (unique.includes(column)) return [dir(column)];
  const rest = tail.filter((c) => c !== column);
  const cut = rest.findIndex((c) => unique.includes(c));
  return [dir(column), ...(cut < 0 ? rest : rest.slice(0, cut + 1)).map(dir)];
}

/** Rows of a link query grouped by their `owner` id (which is dropped), keeping their order. */
export function groupByOwner<R extends { owner: number }>(rows: R[]): Map<number, Omit<R, 'owner'>[]> {
  const out = new Map<number, Omit<R, 'owner'>[]>();
  for (const { owner, ...rest } of rows) out.set(owner, [...(out.get(owner) ?? []), rest]);
  return out;
}

/**
 * One page: the count and the rows read under the same filter (so NumeroRegistros matches
 * what paging walks through), then the rows made records.
 */
export async function listPage<Row, Rec>(opts: {
  db: Db;
  table: SQLiteTable;
  where: SQL | undefined;
  query: ListQuery;
  rows: (limit: number, offset: number) => PromiseLike<Row[]>;
  records: (rows: Row[]) => Rec[] | Promise<Rec[]>;
  /** The count when the list has a cheaper way to it than counting (shared/recuentos.ts). */
  count?: () => Promise<number>;
}): Promise<Page<Rec>> {
  const { pagina, registrosPorPagina } = opts.query;
  const total = opts.count
    ? await opts.count()
    : ((await opts.db.select({ n: count() }).from(opts.table).where(opts.where))[0]?.n ?? 0);
  const rows = await opts.rows(registrosPorPagina, (pagina - 1) * registrosPorPagina);
  return { records: await opts.records(rows), total, pagina, registrosPorPagina };
}
