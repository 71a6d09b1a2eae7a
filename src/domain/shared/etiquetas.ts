import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { etiquetas } from '../../db/schema/identidad.ts';
import type { DomainContext } from '../context.ts';
import { reasignarEnlaces, unknownIds } from './comun.ts';

/** The instance's tags of one type (PRY projects, CON enquiries, MEN messages, ACT actuaciones…). */
export const etiquetasDeTipo = (instanciaId: string, tipoClave: string) =>
  and(eq(etiquetas.instanciaId, instanciaId), eq(etiquetas.tipoClave, tipoClave));

/**
 * POST …/{id}/etiquetas/reasignar of a record tagged with the instance's tags of one type: any
 * other id (missing, of another type or instance) is a 422 at `etiquetas`; otherwise the record's
 * tags become exactly these, audited, in one batch (reasignarEnlaces).
 */
export function reasignarEtiquetasDeTipo<Row extends Record<string, unknown>>(
  ctx: DomainContext,
  opts: {
    entidad: string;
    tipoClave: string;
    ids: number[];
    message: (ids: number[]) => string;
    links: SQLiteTable;
    owner: SQLiteColumn;
    ownerId: number;
    row: (etiquetaId: number) => Row;
  },
): Promise<void> {
  const { tipoClave, ...rest } = opts;
  return reasignarEnlaces(ctx, {
    ...rest,
    field: 'etiquetas',
    unknown: (wanted) => unknownIds(ctx.db, etiquetas.id, etiquetas, wanted, etiquetasDeTipo(ctx.instancia.id, tipoClave)),
  });
}
