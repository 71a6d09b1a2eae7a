import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Page } from '../../domain/listing.ts';
import { listEnvelope, listResponseSchema, lookupQuery, queryInt } from '../lists.ts';
import { errorReply, jsonContent } from '../openapi-helpers.ts';

const TAG = 'Tablas de referencia';
const noParams = z.object({});

/** OpenAPI description of a public lookup list (GET with campos, paging and filters). */
export function lookupRouteConfig<
  P extends string,
  Q extends z.ZodObject = typeof lookupQuery,
  R extends z.ZodObject = typeof noParams,
>(opts: { path: P; summary: string; record: z.ZodType; query?: Q; params?: R }) {
  return createRoute({
    method: 'get',
    path: opts.path,
    tags: [TAG],
    summary: opts.summary,
    request: { query: (opts.query ?? lookupQuery) as Q, params: (opts.params ?? noParams) as R },
    responses: {
      200: { description: 'Lista', ...jsonContent(listResponseSchema(opts.record)) },
      400: errorReply('Parámetros no válidos'),
      422: errorReply('Filtros incompatibles'),
    },
  });
}

/** Lookup query with extra filters. */
export const lookupQueryWith = <F extends z.ZodRawShape>(filters: F) => lookupQuery.extend(filters);

/** Optional integer filter from the query string ("28" -> 28). */
export const intFilter = (description: string) => queryInt({ min: 1 }).optional().openapi({ description });
export const textFilter = z.string().max(100).optional().openapi({ description: 'Texto a buscar en el nombre' });

/**
 * A lookup list reply. Reference data changes rarely (an INE import, a new status), so
 * browsers and CDNs may keep it for 5 minutes and serve it stale for a day while refreshing.
 */
export function lookupJson<T>(c: Context, page: Page<T>) {
  c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400');
  return c.json(listEnvelope(page), 200);
}
