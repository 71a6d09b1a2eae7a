import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/types.ts';
import { errores } from '../i18n/errores.ts';
import { AppError } from './errors.ts';

/** Paging, projection and order a list call asks for. */
export interface ListQuery {
  pagina: number;
  registrosPorPagina: number;
  /** Field names to return; undefined = all. */
  campos?: string[];
  /** Field name, `-` prefix for descending. */
  orden?: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  pagina: number;
  registrosPorPagina: number;
}

/** Every row, for selects and pickers fed by a list function (bounded reference data). */
export const ALL_ROWS: ListQuery = { pagina: 1, registrosPorPagina: 10_000 };

/** One page of a short list already read whole (public manuals, open processes). */
export function pageInMemory<T>(
  all: T[],
  { pagina, registrosPorPagina }: Pick<ListQuery, 'pagina' | 'registrosPorPagina'>,
): Page<T> {
  const start = (pagina - 1) * registrosPorPagina;
  return { records: all.slice(start, start + registrosPorPagina), total: all.length, pagina, registrosPorPagina };
}

/** Columns a list exposes, keyed by the contract's PascalCase field name. */
export type FieldMap = Record<string, SQLiteColumn>;

/** Resolves requested names case-insensitively (the spec's lookups are case-insensitive). */
function resolveField(fields: FieldMap, name: string): string | undefined {
  const lower = name.toLowerCase();
  return Object.keys(fields).find((k) => k.toLowerCase() === lower);
}

function projectFields(fields: FieldMap, campos?: string[]): FieldMap {
  if (!campos || campos.length === 0) return fields;
  const unknown = campos.filter((c) => !resolveField(fields, c));
  if (unknown.length > 0) {
    throw new AppError(400, errores.campoDesconocido(unknown[0] as string), {
      campos: unknown.map((c) => errores.campoDesconocido(c)),
    });
  }
  const picked: FieldMap = {};
  for (const c of campos) {
    const key = resolveField(fields, c) as string;
    picked[key] = fields[key] as SQLiteColumn;
  }
  return picked;
}

/**
 * ORDER BY for `orden`. `sortAs` maps a field to the column that sorts it properly (names
 * sort by their accent-free form, or "Ávila" would come after "Zamora").
 */
export function orderFor(fields: FieldMap, orden: string | undefined, fallback: SQL[], sortAs: FieldMap = {}): SQL[] {
  if (!orden) return fallback;
  const descending = orden.startsWith('-');
  const key = resolveField(fields, descending ? orden.slice(1) : orden);
  if (!key) throw new AppError(400, errores.ordenNoValido(orden), { orden: [errores.ordenNoValido(orden)] });
  const column = (sortAs[key] ?? fields[key]) as SQLiteColumn;
  return [descending ? desc(column) : asc(column), ...fallback];
}

/**
 * One page of a table: the count and the projected, ordered rows. Both reads use the
 * same filter so NumeroRegistros always matches what paging walks through.
 */
export async function pagedSelect(options: {
  db: Db;
  table: SQLiteTable;
  fields: FieldMap;
  where?: SQL;
  defaultOrder: SQL[];
  sortAs?: FieldMap;
  query: ListQuery;
}): Promise<Page<Record<string, unknown>>> {
  const { db, table, fields, where, defaultOrder, query } = options;
  const selected = projectFields(fields, query.campos);
  const order = orderFor(fields, query.orden, defaultOrder, options.sortAs);
  const offset = (query.pagina - 1) * query.registrosPorPagina;
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const records = await db
    .select(selected)
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(query.registrosPorPagina)
    .offset(offset);
  return {
    records: records as Record<string, unknown>[],
    total: totalRow?.n ?? 0,
    pagina: query.pagina,
    registrosPorPagina: query.registrosPorPagina,
  };
}

/** Lower-case, accent-free form for searching names ("Ávila" matches "avila"). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
