import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { recuentos } from '../../db/schema/recuentos.ts';
import type { Db } from '../../db/types.ts';

// NumeroRegistros of the large lists without walking 100,000 rows (ADR 0018): the instance's
// total and each single-column filter come from `recuentos` (exact: triggers keep it in the
// statement that changes the row); any other filter is counted up to RECUENTO_TOPE rows.

/** Where a filtered count stops: a list whose filter matches more says it has this many. */
export const RECUENTO_TOPE = 10_000;

/** A count served by the counters: the table and at most one counted column with its value. */
export interface Contador {
  tabla: string;
  campo: string;
  valor: string;
}

/**
 * The counter of a list call, or null when its filters need counting: `iguales` are the
 * counted columns' filters (undefined when not given), `otros` whether any other filter is set.
 */
export function contadorDe(
  tabla: string,
  iguales: Record<string, string | number | boolean | undefined>,
  otros: boolean,
): Contador | null {
  if (otros) return null;
  const dados = Object.entries(iguales).filter(([, v]) => v !== undefined);
  if (dados.length > 1) return null;
  const [campo, valor] = dados[0] ?? ['', ''];
  return { tabla, campo, valor: typeof valor === 'boolean' ? (valor ? '1' : '0') : String(valor) };
}

/** The count of a list: from the counters when it can, else counted up to RECUENTO_TOPE rows. */
export async function contar(
  db: Db,
  opts: {
    instanciaId: string;
    contador: Contador | null;
    table: SQLiteTable;
    where: SQL | undefined;
    /** A search index joined by rowid to the table's `id` (shared/search.ts). */
    indice?: SQL;
  },
): Promise<number> {
  if (opts.contador) {
    const { tabla, campo, valor } = opts.contador;
    const [row] = await db
      .select({ n: recuentos.n })
      .from(recuentos)
      .where(
        and(
          eq(recuentos.instanciaId, opts.instanciaId),
          eq(recuentos.tabla, tabla),
          eq(recuentos.campo, campo),
          eq(recuentos.valor, valor),
        ),
      );
    return row?.n ?? 0;
  }
  const from = db.select({ uno: sql`1` }).from(opts.table).$dynamic();
  const joined = opts.indice ? from.innerJoin(opts.indice, sql`${opts.indice}.rowid = ${opts.table}.id`) : from;
  const bounded = joined.where(opts.where).limit(RECUENTO_TOPE).as('acotado');
  const [row] = await db.select({ n: count() }).from(bounded);
  return row?.n ?? 0;
}
