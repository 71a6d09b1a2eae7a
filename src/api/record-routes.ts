import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainContext } from '../domain/context.ts';
import { errores } from '../i18n/errores.ts';
import { deletedRoute, idParams, jsonBody, jsonContent, MessageOnlySchema, updatedRoute } from './openapi-helpers.ts';
import { domainContext as ctx } from './request-context.ts';
import type { ApiEnv } from './types.ts';

// The change and delete calls of a record by its id, the same for every catalogue resource:
// PUT /<things>/{id} answers 200 with the record as saved and a `message`, DELETE answers 204.
// Ordered children (standards, evidences, guide items) also take POST /<things>/ordenar, which
// numbers them 1, 2, 3… in the order of the ids it is given.

type Router = OpenAPIHono<ApiEnv>;

interface RecordRoutes {
  tag: string;
  /** The record's path, ending in `{param}`. */
  path: string;
  param: string;
  summaries: { update: string; remove: string };
  /** The change's body as the OpenAPI document names it, and the record it answers. */
  body: z.ZodType;
  record: z.ZodObject;
  /** The replies' descriptions, in the record's grammatical gender ('Guardado'/'Guardada'…). */
  descriptions: { saved: string; removed: string };
  /** The message sent with the saved record (errores.exito unless the area has its own). */
  message?: string;
  errors: object;
  save: (ctx: DomainContext, id: number, input: never) => Promise<object>;
  remove: (ctx: DomainContext, id: number) => Promise<void>;
  /** POST <ordenar.path> with `{ ids }`, for records kept in order. */
  ordenar?: { path: string; summary: string; body: z.ZodType; run: (ctx: DomainContext, ids: number[]) => Promise<unknown> };
}

const validated = <T>(c: Context<ApiEnv>, target: 'param' | 'json') => (c.req.valid as (t: 'param' | 'json') => T)(target);

/** Adds the ordering (if any), change and delete calls of one resource to `router`. */
export function recordRoutes<R>(router: R, o: RecordRoutes): R {
  const params = idParams(o.param);
  const idOf = (c: Context<ApiEnv>) => validated<Record<string, number>>(c, 'param')[o.param] as number;
  const { ordenar } = o;
  const ordered = ordenar
    ? (router as unknown as Router).openapi(
        createRoute({
          method: 'post',
          path: ordenar.path,
          tags: [o.tag],
          summary: ordenar.summary,
          request: jsonBody(ordenar.body),
          responses: { 200: { description: 'Ordenado', ...jsonContent(MessageOnlySchema) }, ...o.errors },
        }),
        async (c) => {
          await ordenar.run(ctx(c), validated<{ ids: number[] }>(c, 'json').ids);
          return c.json({ message: errores.exito }, 200);
        },
      )
    : (router as unknown as Router);
  return ordered
    .openapi(
      updatedRoute({
        tag: o.tag,
        path: o.path,
        summary: o.summaries.update,
        params,
        body: o.body,
        description: o.descriptions.saved,
        record: o.record.extend({ message: z.string() }),
        errors: o.errors,
      }),
      async (c) => {
        const record = await o.save(ctx(c), idOf(c), validated<never>(c, 'json'));
        return c.json({ message: o.message ?? errores.exito, ...record }, 200);
      },
    )
    .openapi(
      deletedRoute({
        tag: o.tag,
        path: o.path,
        summary: o.summaries.remove,
        params,
        description: o.descriptions.removed,
        errors: o.errors,
      }),
      async (c) => {
        await o.remove(ctx(c), idOf(c));
        return c.body(null, 204);
      },
    ) as unknown as R;
}
