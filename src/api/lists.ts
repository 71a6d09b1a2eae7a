import { z } from '@hono/zod-openapi';
import type { ListQuery, Page } from '../domain/listing.ts';
import { validacion } from '../i18n/validacion.ts';

/** A whole number from the query string, with Spanish messages for every way it can be wrong. */
export function queryInt(opts: { min: number; max?: number }) {
  let schema = z.coerce
    .number({ error: validacion.positiveInteger })
    .int({ error: validacion.positiveInteger })
    .min(opts.min, { error: `Debe ser como mínimo ${opts.min}` });
  if (opts.max !== undefined) schema = schema.max(opts.max, { error: `No puede ser mayor que ${opts.max}` });
  return schema;
}

/** Query of list calls: paging, `campos` projection and `orden`. */
export function listQuerySchema(opts: { max: number; defaultSize: number }) {
  return z.object({
    pagina: queryInt({ min: 1, max: 1_000_000 }).default(1).openapi({ description: 'Página (desde 1)' }),
    registrosPorPagina: queryInt({ min: 1, max: opts.max })
      .default(opts.defaultSize)
      .openapi({ description: `Registros por página (máximo ${opts.max})` }),
    campos: z.string().optional().openapi({ description: 'Campos a devolver, separados por comas (por ejemplo Id,Nombre)' }),
    orden: z.string().optional().openapi({ description: 'Campo por el que ordenar; prefijo - para descendente' }),
  });
}

/** Ordinary lists: at most 100 a page. */
export const listQuery = listQuerySchema({ max: 100, defaultSize: 20 });
/** Reference lookups are bounded (8,131 municipalities): a caller may take them whole. */
export const lookupQuery = listQuerySchema({ max: 10000, defaultSize: 10000 });

export function toListQuery(q: { pagina: number; registrosPorPagina: number; campos?: string; orden?: string }): ListQuery {
  const campos = q.campos
    ?.split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return { pagina: q.pagina, registrosPorPagina: q.registrosPorPagina, campos, orden: q.orden || undefined };
}

/** The list envelope of the contract. */
export function listEnvelope<T>(page: Page<T>) {
  return {
    Registros: page.records,
    NumeroRegistros: page.total,
    RegistrosMostrados: page.records.length,
    Pagina: page.pagina,
    RegistrosPorPagina: page.registrosPorPagina,
  };
}

export function listResponseSchema(record: z.ZodType) {
  return z.object({
    Registros: z.array(record),
    NumeroRegistros: z.number().int(),
    RegistrosMostrados: z.number().int(),
    Pagina: z.number().int(),
    RegistrosPorPagina: z.number().int(),
  });
}

export const errorSchema = z
  .object({
    status: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  })
  .openapi('Error');

/** The free-text filter of a list (`texto`), up to 200 characters. */
export const textQuery = (description: string) => z.string().max(200).optional().openapi({ description });
