import { createRoute, z } from '@hono/zod-openapi';
import {
  bloqueSchema,
  getBloque,
  listBloques,
  reasignarAmbitosBloque,
  removeBloque,
  saveBloque,
} from '../../domain/catalogo/bloques.ts';
import { ambitosReasignarSchema } from '../../domain/catalogo/manuales-schema.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  createdRoute,
  deniedReplies,
  idParams,
  idQuery,
  jsonContent,
  listRoute,
  ManualRefSchema,
  RefSchema,
  readOneReplies,
  reassignRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Bloques';
const denied = deniedReplies();
const writeErrors = writeReplies({ 404: 'El bloque o su manual no existen', 409: 'El manual está publicado' });
const BloqueParams = idParams('bloqueId');

const Bloque = z
  .object({
    Id: z.number().int(),
    ManualId: z.number().int(),
    Manual: ManualRefSchema,
    Codigo: z.string().nullable(),
    Nombre: z.string().nullable(),
    Descripcion: z.string().nullable(),
    ClaseCSS: z.string().nullable(),
    Color: z.string().nullable(),
    Orden: z.number().int(),
    Ambitos: z.array(RefSchema),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Bloque');
const BloqueFila = Bloque.omit({ Manual: true, Ambitos: true, Auditoria: true }).partial().openapi('BloqueFila');

/** Blocks of a manual and their scopes; writes only in a manual in edition. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/bloques',
      summary: 'Bloques (por manual, orden y código)',
      query: listQuery.extend({ manualId: idQuery('Del manual'), texto: textQuery('Código, nombre o descripción') }),
      record: BloqueFila,
      denied,
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
      responses: { 200: { description: 'El bloque', ...jsonContent(Bloque) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getBloque(ctx(c), c.req.valid('param').bloqueId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/bloques',
      summary: 'Crea un bloque en un manual en edición',
      body: bloqueSchema.openapi('BloqueDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveBloque(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.bloqueCreado }, 201);
    },
  );

export const bloquesRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/bloques/{bloqueId}',
  param: 'bloqueId',
  summaries: {
    update: 'Modifica un bloque (también su orden)',
    remove: 'Elimina un bloque con sus estándares, evidencias y guías',
  },
  body: bloqueSchema,
  record: Bloque,
  descriptions: { saved: 'Guardado', removed: 'Eliminado' },
  message: t.guardado,
  errors: writeErrors,
  save: saveBloque,
  remove: removeBloque,
}).openapi(
  reassignRoute({
    tag: TAG,
    path: '/bloques/{bloqueId}/ambitos/reasignar',
    summary: 'Sustituye los ámbitos del bloque',
    params: BloqueParams,
    body: ambitosReasignarSchema,
    field: 'Ambitos',
    item: RefSchema,
    description: 'Guardados',
    errors: writeErrors,
  }),
  async (c) => {
    const saved = await reasignarAmbitosBloque(ctx(c), c.req.valid('param').bloqueId, c.req.valid('json').ambitos);
    return c.json({ message: t.guardado, Ambitos: saved }, 200);
  },
);
