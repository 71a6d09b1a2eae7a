import { createRoute, z } from '@hono/zod-openapi';
import { getPrueba, listPruebas, loadPruebaRecord } from '../../domain/catalogo/pruebas.ts';
import { createPruebaDeEvidencia, reasignarEvidencias, removePrueba, savePrueba } from '../../domain/catalogo/pruebas-save.ts';
import {
  evidenciasReassignSchema,
  pruebaCreateSchema,
  pruebaEvidenciaSchema,
  pruebaUpdateSchema,
} from '../../domain/catalogo/pruebas-schema.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  catalogoReadDenied,
  catalogoWriteReplies,
  createdRoute,
  errorReply,
  idParams,
  idQuery,
  jsonContent,
  listRoute,
  ManualRefSchema,
  reassignRoute,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Pruebas';

const PruebaParams = idParams('pruebaId');
const EvidenciaParams = idParams('evidenciaId');

const PruebasQuery = listQuery.extend({
  texto: textQuery('Descripción o aclaraciones'),
  manualId: idQuery('Del manual'),
  evidenciaId: idQuery('Asociadas a la evidencia'),
  formularioId: idQuery('Que usan el formulario'),
  tipoClave: z.string().max(20).optional().openapi({ description: 'Tipo de prueba (CUEST, DOC, OBS, ENT)' }),
  activo: booleanQuery('Solo activas (true) o inactivas (false)', t.activoNoValido),
});

const EvidenciaRef = z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }).openapi('EvidenciaRef');
const Prueba = z
  .object({
    Id: z.number().int(),
    Descripcion: z.string(),
    Aclaraciones: z.string().nullable(),
    Activo: z.boolean(),
    TipoClave: z.string().nullable(),
    ManualId: z.number().int(),
    Manual: ManualRefSchema,
    FormularioId: z.number().int(),
    Formulario: z.object({ Id: z.number().int(), Titulo: z.string() }),
    Evidencias: z.array(EvidenciaRef),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Prueba');

// The read of one record answers 400 'Parámetros no válidos', as the list does.
const readErrors = { 400: errorReply('Parámetros no válidos'), ...catalogoReadDenied };
const writeErrors = catalogoWriteReplies({ 404: 'No existe', 409: 'El manual está publicado' });

/** Tests (pruebas) and their evidences. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/pruebas',
      summary: 'Lista de pruebas con búsqueda y filtros',
      query: PruebasQuery,
      record: Prueba.partial(),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const { texto, manualId, evidenciaId, formularioId, tipoClave, activo, ...q } = c.req.valid('query');
      const page = await listPruebas(domainContext(c), {
        query: toListQuery(q),
        filtros: { texto, manualId, evidenciaId, formularioId, tipoClave, activo },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/pruebas/{pruebaId}',
      tags: [TAG],
      summary: 'Una prueba con su formulario y sus evidencias',
      request: { params: PruebaParams },
      responses: { 200: { description: 'La prueba', ...jsonContent(Prueba) }, ...readErrors, 404: errorReply('No existe') },
    }),
    async (c) => c.json(await getPrueba(domainContext(c), c.req.valid('param').pruebaId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/pruebas',
      summary: 'Crea una prueba de un manual en edición (opcionalmente ya asociada a evidencias)',
      body: pruebaCreateSchema.openapi('PruebaNueva'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await savePrueba(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.pruebaCreada }, 201);
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/evidencias/{evidenciaId}/pruebas',
      summary: 'Crea una prueba del manual de la evidencia, asociada a ella',
      params: EvidenciaParams,
      body: pruebaEvidenciaSchema.openapi('PruebaDeEvidencia'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await createPruebaDeEvidencia(domainContext(c), c.req.valid('param').evidenciaId, c.req.valid('json'));
      return c.json({ Id: id, message: t.pruebaCreada }, 201);
    },
  );

export const pruebasRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/pruebas/{pruebaId}',
  param: 'pruebaId',
  summaries: { update: 'Modifica una prueba (el manual no cambia)', remove: 'Elimina una prueba de un manual en edición' },
  body: pruebaUpdateSchema.openapi('PruebaDatos'),
  record: Prueba,
  descriptions: { saved: 'Guardada', removed: 'Eliminada' },
  errors: writeErrors,
  save: async (ctx, id, input) => {
    await savePrueba(ctx, id, input);
    return loadPruebaRecord(ctx, id);
  },
  remove: removePrueba,
}).openapi(
  reassignRoute({
    tag: TAG,
    path: '/pruebas/{pruebaId}/evidencias/reasignar',
    summary: 'Sustituye las evidencias (del mismo manual) de la prueba',
    params: PruebaParams,
    body: evidenciasReassignSchema.openapi('ReasignacionEvidencias'),
    field: 'Evidencias',
    item: EvidenciaRef,
    description: 'Guardadas',
    errors: writeErrors,
  }),
  async (c) => {
    const saved = await reasignarEvidencias(domainContext(c), c.req.valid('param').pruebaId, c.req.valid('json').evidencias);
    return c.json({ message: errores.exito, Evidencias: saved }, 200);
  },
);
