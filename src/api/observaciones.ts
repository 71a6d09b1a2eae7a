import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainContext } from '../domain/context.ts';
import { createdRoute, deletedRoute, errorReply, idParams, jsonContent, updatedRoute } from './openapi-helpers.ts';
import { domainContext as ctx } from './request-context.ts';
import type { ApiEnv } from './types.ts';

// The calls on a record's observations, the same for every kind that has them: POST
// <owner>/{id}/observaciones adds one (201 `{ Id, message }`), PUT and DELETE
// <owner>/observaciones/{id} change (200 `{ Id, Observacion }`, with a `message` where the kind
// answers one) and delete (204) it. The domain module of each kind gates and writes.

type Router = OpenAPIHono<ApiEnv>;
type Params = Record<string, number>;

interface ObservacionRoutes {
  tag: string;
  /** The list call (GET on the create call's path), where the kind has one: 200 `{ Registros }`. */
  list?: {
    summary: string;
    record: z.ZodType;
    /** Its error replies (it reads, so they are not the writes'). */
    errors: object;
    run: (ctx: DomainContext, params: Params) => Promise<unknown[]>;
  };
  /** The create call: under its owner's path, with the owner's params (one id or more). */
  create: {
    path: string;
    params: z.ZodObject;
    summary: string;
    /** The body as the OpenAPI document names it. */
    body: z.ZodType;
    message: string;
    run: (ctx: DomainContext, params: Params, input: { observacion: string }) => Promise<{ id: number }>;
  };
  /** The change and delete calls: `path` ends in `{param}`, the observation's id. */
  item: {
    path: string;
    param: string;
    summaries: { update: string; remove: string };
    body: z.ZodType;
    /** Sent with the changed observation, before or after it as the kind always answered. */
    saved?: { message: string; first?: boolean };
    update: (ctx: DomainContext, id: number, input: { observacion: string }) => Promise<{ Id: number; Observacion: string }>;
    remove: (ctx: DomainContext, id: number) => Promise<void>;
  };
  errors: object;
  /** The delete call's replies also describe a malformed id (400). */
  deleteDescribes400?: boolean;
}

const paramsOf = (c: Context<ApiEnv>) => (c.req.valid as (t: 'param') => Params)('param');
const idOf = (c: Context<ApiEnv>, param: string) => paramsOf(c)[param] as number;

/** Adds the list (if any), create, change and delete calls of one kind of observation to `router`. */
export function observacionRoutes<R>(router: R, o: ObservacionRoutes): R {
  const { item } = o;
  const itemParams = idParams(item.param);
  const saved = item.saved;
  const savedReply = saved
    ? z.object(
        saved.first
          ? { message: z.string(), Id: z.number().int(), Observacion: z.string() }
          : { Id: z.number().int(), Observacion: z.string(), message: z.string() },
      )
    : z.object({ Id: z.number().int(), Observacion: z.string() });
  const deleteErrors = o.deleteDescribes400 ? { ...o.errors, 400: errorReply('Identificador no válido') } : o.errors;
  const { list } = o;
  const withList = list
    ? (router as unknown as Router).openapi(
        createRoute({
          method: 'get',
          path: o.create.path,
          tags: [o.tag],
          summary: list.summary,
          request: { params: o.create.params },
          responses: {
            200: { description: 'Observaciones', ...jsonContent(z.object({ Registros: z.array(list.record) })) },
            ...list.errors,
          },
        }),
        async (c) => c.json({ Registros: await list.run(ctx(c), paramsOf(c)) }, 200),
      )
    : (router as unknown as Router);
  return withList
    .openapi(
      createdRoute({
        tag: o.tag,
        path: o.create.path,
        summary: o.create.summary,
        params: o.create.params,
        body: o.create.body,
        description: 'Creada',
        errors: o.errors,
      }),
      async (c) => {
        const input = (c.req.valid as (t: 'json') => { observacion: string })('json');
        const { id } = await o.create.run(ctx(c), paramsOf(c), input);
        return c.json({ Id: id, message: o.create.message }, 201);
      },
    )
    .openapi(
      updatedRoute({
        tag: o.tag,
        path: item.path,
        summary: item.summaries.update,
        params: itemParams,
        body: item.body,
        description: 'Guardada',
        record: savedReply,
        errors: o.errors,
      }),
      async (c) => {
        const input = (c.req.valid as (t: 'json') => { observacion: string })('json');
        const record = await item.update(ctx(c), idOf(c, item.param), input);
        if (!saved) return c.json(record, 200);
        return c.json(saved.first ? { message: saved.message, ...record } : { ...record, message: saved.message }, 200);
      },
    )
    .openapi(
      deletedRoute({
        tag: o.tag,
        path: item.path,
        summary: item.summaries.remove,
        params: itemParams,
        description: 'Eliminada',
        errors: deleteErrors,
      }),
      async (c) => {
        await item.remove(ctx(c), idOf(c, item.param));
        return c.body(null, 204);
      },
    ) as unknown as R;
}
