import { createRoute, z } from '@hono/zod-openapi';
import { LUGARES_ENLACE } from '../../db/schema/enlaces.ts';
import {
  getEnlace,
  listEnlaces,
  listEnlacesPublicos,
  ordenarEnlaces,
  removeEnlace,
  saveEnlace,
} from '../../domain/enlaces/enlaces.ts';
import { enlaceSchema, ordenarEnlacesSchema } from '../../domain/enlaces/schema.ts';
import { enlacesApi as t } from '../../i18n/enlaces.ts';
import {
  createdRoute,
  deletedRoute,
  deniedReplies,
  getOneRoute,
  idParams,
  jsonBody,
  jsonContent,
  MessageOnlySchema,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Enlaces';
const denied = deniedReplies('Sin permiso para gestionar los enlaces (MANUALES)');
const writeErrors = writeReplies({ 403: 'Sin el permiso MANUALES (escritura)', 404: 'El enlace no existe', 409: 'Conflicto' });
const Params = idParams('enlaceId');
const Body = enlaceSchema.openapi('EnlaceDatos');

const Enlace = z
  .object({
    Id: z.number().int(),
    Titulo: z.string(),
    Url: z.string(),
    Descripcion: z.string().nullable(),
    Lugar: z.enum(LUGARES_ENLACE),
    Orden: z.number().int(),
  })
  .openapi('Enlace');
const Lista = z.object({ Registros: z.array(Enlace) });

/**
 * Links (enlaces): the spec names the pages but no call, so these are this product's own
 * (docs/decisions/0058-actuaciones-and-links.md). Fixed sub-paths come before {enlaceId}.
 */
export const enlacesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/enlaces/publico',
      tags: [TAG],
      summary: 'Los enlaces públicos, en su orden (los de /enlacesPublico)',
      responses: { 200: { description: 'Enlaces', ...jsonContent(Lista) } },
    }),
    async (c) => c.json({ Registros: await listEnlacesPublicos(ctx(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/enlaces',
      tags: [TAG],
      summary: 'Todos los enlaces, por lugar y orden',
      request: { query: z.object({ lugar: z.enum(LUGARES_ENLACE, { error: t.lugarNoValido }).optional() }) },
      responses: { 200: { description: 'Enlaces', ...jsonContent(Lista) }, ...denied },
    }),
    async (c) => c.json({ Registros: await listEnlaces(ctx(c), c.req.valid('query').lugar) }, 200),
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/enlaces/{enlaceId}',
      summary: 'Un enlace: cualquiera para quien los gestiona; para los demás, solo uno público',
      params: Params,
      description: 'El enlace',
      record: Enlace,
      errors: readOneReplies({}, 'El enlace no existe (o no es público)'),
    }),
    async (c) => c.json(await getEnlace(ctx(c), c.req.valid('param').enlaceId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/enlaces',
      summary: 'Crea un enlace (http o https), el último de su lugar',
      body: Body,
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveEnlace(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.creado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/enlaces/ordenar',
      tags: [TAG],
      summary: 'Ordena los enlaces de un lugar: ids, todos los de ese lugar, en el orden nuevo',
      request: jsonBody(ordenarEnlacesSchema.openapi('EnlacesOrden')),
      responses: { 200: { description: 'Ordenados', ...jsonContent(MessageOnlySchema) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarEnlaces(ctx(c), c.req.valid('json').ids);
      return c.json({ message: t.ordenado }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/enlaces/{enlaceId}',
      tags: [TAG],
      summary: 'Modifica un enlace (si cambia de lugar, pasa al final del nuevo)',
      request: { params: Params, ...jsonBody(Body) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Enlace.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const r = await saveEnlace(ctx(c), c.req.valid('param').enlaceId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...r }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/enlaces/{enlaceId}',
      summary: 'Elimina un enlace',
      params: Params,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeEnlace(ctx(c), c.req.valid('param').enlaceId);
      return c.body(null, 204);
    },
  );
