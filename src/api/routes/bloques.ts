import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  bloqueSchema,
  createBloque,
  deleteBloque,
  getBloque,
  listBloques,
  reasignarAmbitosBloque,
  updateBloque,
} from '../../domain/catalogo/bloques.ts';
import { ambitosReasignarSchema } from '../../domain/catalogo/manuales-schema.ts';
import type { DomainContext } from '../../domain/context.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Bloques';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const denied = { 401: error('Sin sesión'), 403: error('Sin permiso') };
const writeErrors = {
  400: error('Petición mal formada'),
  ...denied,
  404: error('El bloque o su manual no existen'),
  409: error('El manual está publicado'),
  422: error('Datos no válidos'),
};

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});
const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const BloqueParams = z.object({ bloqueId: pathId('bloqueId') });

const Ref = z.object({ Id: z.number().int(), Nombre: z.string() });
const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Bloque = z
  .object({
    Id: z.number().int(),
    ManualId: z.number().int(),
    Manual: z.object({
      Id: z.number().int(),
      Codigo: z.string(),
      Nombre: z.string(),
      Version: z.string(),
      EstadoClave: z.string(),
    }),
    Codigo: z.string().nullable(),
    Nombre: z.string().nullable(),
    Descripcion: z.string().nullable(),
    ClaseCSS: z.string().nullable(),
    Color: z.string().nullable(),
    Orden: z.number().int(),
    Ambitos: z.array(Ref),
    Auditoria: z.object({ Alta: Audit, Modificacion: Audit.nullable() }),
  })
  .openapi('Bloque');
const BloqueFila = Bloque.omit({ Manual: true, Ambitos: true, Auditoria: true }).partial().openapi('BloqueFila');

/** Blocks of a manual (data-and-calls §7.7) and their scopes; writes only in a manual in edition. */
export const bloquesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/bloques',
      tags: [TAG],
      summary: 'Bloques (por manual, orden y código)',
      request: {
        query: listQuery.extend({
          manualId: queryInt({ min: 1 }).optional().openapi({ description: 'Del manual' }),
          texto: z.string().max(200).optional().openapi({ description: 'Código, nombre o descripción' }),
        }),
      },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(BloqueFila)) },
        400: error('Parámetros no válidos'),
        ...denied,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        listEnvelope(await listBloques(ctx(c), { query: toListQuery(q), manualId: q.manualId, texto: q.texto })),
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/bloques/{bloqueId}',
      tags: [TAG],
      summary: 'Un bloque',
      request: { params: BloqueParams },
      responses: {
        200: { description: 'El bloque', ...json(Bloque) },
        400: error('Identificador no válido'),
        ...denied,
        404: error('No existe'),
      },
    }),
    async (c) => c.json(await getBloque(ctx(c), c.req.valid('param').bloqueId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bloques',
      tags: [TAG],
      summary: 'Crea un bloque en un manual en edición',
      request: body(bloqueSchema.openapi('BloqueDatos')),
      responses: {
        201: { description: 'Creado', ...json(z.object({ Id: z.number().int(), message: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const { id } = await createBloque(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.bloqueCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/bloques/{bloqueId}',
      tags: [TAG],
      summary: 'Modifica un bloque (también su orden)',
      request: { params: BloqueParams, ...body(bloqueSchema) },
      responses: { 200: { description: 'Guardado', ...json(Bloque.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const record = await updateBloque(ctx(c), c.req.valid('param').bloqueId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/bloques/{bloqueId}',
      tags: [TAG],
      summary: 'Elimina un bloque con sus estándares, evidencias y guías',
      request: { params: BloqueParams },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deleteBloque(ctx(c), c.req.valid('param').bloqueId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/bloques/{bloqueId}/ambitos/reasignar',
      tags: [TAG],
      summary: 'Sustituye los ámbitos del bloque',
      request: { params: BloqueParams, ...body(ambitosReasignarSchema) },
      responses: {
        200: { description: 'Guardados', ...json(z.object({ message: z.string(), Ambitos: z.array(Ref) })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const saved = await reasignarAmbitosBloque(ctx(c), c.req.valid('param').bloqueId, c.req.valid('json').ambitos);
      return c.json({ message: t.guardado, Ambitos: saved }, 200);
    },
  );
