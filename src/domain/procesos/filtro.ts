import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { procesos } from '../../db/schema/procesos.ts';
import type { DomainContext } from '../context.ts';
import { textSearch } from '../shared/comun.ts';
import { searchTerms } from '../shared/search.ts';

/**
 * A list's process filter typed as words (the process's code or name), for when there are too
 * many processes for a drop-down (shared/opciones-filtro.ts): the rows whose `columna` names one
 * of the instance's processes that has every word. Undefined when no word is given.
 */
export function procesoPorTexto(ctx: DomainContext, columna: SQLiteColumn, texto: string | undefined): SQL | undefined {
  if (searchTerms(texto).length === 0) return undefined;
  return inArray(
    columna,
    ctx.db
      .select({ id: procesos.id })
      .from(procesos)
      .where(
        and(
          eq(procesos.instanciaId, ctx.instancia.id),
          ...textSearch(sql`${procesos.codigo} || ' ' || ${procesos.nombre}`, texto),
        ),
      ),
  );
}
