import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { procesos } from '../../db/schema/procesos.ts';
import type { DomainContext } from '../context.ts';
import { relacionPorTexto } from '../shared/comun.ts';

/**
 * A list's process filter typed as words (the process's code or name): the rows whose `columna`
 * names one of the instance's processes that has every word. Undefined when no word is given.
 */
export const procesoPorTexto = (ctx: DomainContext, columna: SQLiteColumn, texto: string | undefined): SQL | undefined =>
  relacionPorTexto(ctx, columna, { tabla: procesos, texto: sql`${procesos.codigo} || ' ' || ${procesos.nombre}` }, texto);
