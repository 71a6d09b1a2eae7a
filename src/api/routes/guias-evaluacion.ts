import { createRoute, z } from '@hono/zod-openapi';
import { guiaCreateSchema, guiaUpdateSchema, ordenarSchema } from '../../domain/catalogo/estandares-schema.ts';
import { getGuia, listGuias, ordenarGuias, removeGuia, saveGuia } from '../../domain/catalogo/guias-evaluacion.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { listEnvelope, listQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  catalogoReadDenied,
  catalogoWriteReplies,
  createdRoute,
  idParams,
  idQuery,
  jsonContent,
  listRoute,
  readOneReplies,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Guías de evaluación';
const Params = idParams('guiaEvaluacionId');

const Guia = z
  .object({
    Id: z.number().int(),
    EstandarId: z.number().int(),
    ManualId: z.number().int(),
    Descripcion: z.string(),
    GeneraAreaMejora: z.boolean(),
    GeneraFortaleza: z.boolean(),
    Orden: z.number().int(),
    Auditoria: AuditoriaSchema,
  })
  .openapi('GuiaEvaluacion');

const GuiasQuery = listQuery.extend({
  estandarId: idQuery('Del estándar'),
  manualId: idQuery('Del manual'),
});

const notFound = 'La guía de evaluación no existe';
const writeErrors = catalogoWriteReplies({ 404: notFound, 409: 'Manual publicado o código repetido' });

/** Evaluation guide items of a standard. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/guiasEvaluacion',
      summary: 'Guías de evaluación de un estándar o de un manual',
      query: GuiasQuery,
      record: Guia.partial(),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const { estandarId, manualId, ...q } = c.req.valid('query');
      const page = await listGuias(domainContext(c), { query: toListQuery(q), filtros: { estandarId, manualId } });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/guiasEvaluacion/{guiaEvaluacionId}',
      tags: [TAG],
      summary: 'Un elemento de la guía de evaluación',
      request: { params: Params },
      responses: { 200: { description: 'La guía', ...jsonContent(Guia) }, ...readOneReplies(catalogoReadDenied, notFound) },
    }),
    async (c) => c.json(await getGuia(domainContext(c), c.req.valid('param').guiaEvaluacionId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/guiasEvaluacion',
      summary: 'Añade un elemento a la guía de evaluación de un estándar',
      body: guiaCreateSchema.openapi('GuiaEvaluacionNueva'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveGuia(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.guiaCreada }, 201);
    },
  );

export const guiasEvaluacionRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/guiasEvaluacion/{guiaEvaluacionId}',
  param: 'guiaEvaluacionId',
  summaries: {
    update: 'Modifica un elemento de la guía',
    remove: 'Elimina un elemento de la guía (solo en un manual en edición)',
  },
  body: guiaUpdateSchema.openapi('GuiaEvaluacionDatos'),
  record: Guia,
  descriptions: { saved: 'Guardada', removed: 'Eliminada' },
  errors: writeErrors,
  save: saveGuia,
  remove: removeGuia,
  ordenar: {
    path: '/guiasEvaluacion/ordenar',
    summary: 'Ordena los elementos de la guía de un estándar: orden 1, 2, 3… en el orden de ids',
    body: ordenarSchema.openapi('OrdenGuiasEvaluacion'),
    run: ordenarGuias,
  },
});
