import { createRoute, z } from '@hono/zod-openapi';
import { getEjemplo, listEjemplos, loadEjemploRecord } from '../../domain/catalogo/ejemplos.ts';
import {
  enlazarEstandares,
  reasignarEstandaresEjemplo,
  reasignarEvidenciasEjemplo,
  removeEjemplo,
  saveEjemplo,
} from '../../domain/catalogo/ejemplos-save.ts';
import { ejemploSchema, estandaresSchema, evidenciasSchema } from '../../domain/catalogo/estandares-schema.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
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
  reassignRoute,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Ejemplos';
const Params = idParams('ejemploId');

const EstandarRef = z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string(), ManualId: z.number().int() });
const EvidenciaRef = EstandarRef.extend({ EstandarId: z.number().int() });
const Ejemplo = z
  .object({
    Id: z.number().int(),
    Titulo: z.string(),
    Descripcion: z.string().nullable().openapi({ description: 'HTML saneado (lista de etiquetas permitidas)' }),
    Autor: z.string().nullable(),
    Referencia: z.string().nullable(),
    Texto: z.string().nullable(),
    Estandares: z.array(EstandarRef),
    Evidencias: z.array(EvidenciaRef),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Ejemplo');

const EjemplosQuery = listQuery.extend({
  texto: textQuery('Título, autor, referencia, texto o descripción'),
  estandarId: idQuery('Enlazados a este estándar'),
  evidenciaId: idQuery('Enlazados a esta evidencia'),
  manualId: idQuery('Enlazados a un estándar o evidencia de este manual'),
});

const notFound = 'El ejemplo no existe';
const writeErrors = catalogoWriteReplies({ 404: notFound, 409: 'Manual publicado o código repetido' });

/** Examples of good practice and their links to standards and evidences. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/ejemplos',
      summary: 'Lista de ejemplos con búsqueda, filtros y paginación',
      query: EjemplosQuery,
      record: Ejemplo.partial(),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const { texto, estandarId, evidenciaId, manualId, ...q } = c.req.valid('query');
      const page = await listEjemplos(domainContext(c), {
        query: toListQuery(q),
        filtros: { texto, estandarId, evidenciaId, manualId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ejemplos/{ejemploId}',
      tags: [TAG],
      summary: 'Un ejemplo con sus estándares y evidencias',
      request: { params: Params },
      responses: { 200: { description: 'El ejemplo', ...jsonContent(Ejemplo) }, ...readOneReplies(catalogoReadDenied, notFound) },
    }),
    async (c) => c.json(await getEjemplo(domainContext(c), c.req.valid('param').ejemploId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/ejemplos',
      summary: 'Crea un ejemplo (la descripción en HTML se sanea antes de guardarla)',
      body: ejemploSchema.openapi('EjemploDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveEjemplo(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.ejemploCreado }, 201);
    },
  );

export const ejemplosRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/ejemplos/{ejemploId}',
  param: 'ejemploId',
  summaries: {
    update: 'Modifica un ejemplo (siempre editable, también en manuales publicados)',
    remove: 'Elimina un ejemplo y sus enlaces',
  },
  body: ejemploSchema,
  record: Ejemplo,
  descriptions: { saved: 'Guardado', removed: 'Eliminado' },
  errors: writeErrors,
  save: async (ctx, id, input) => {
    await saveEjemplo(ctx, id, input);
    return (await loadEjemploRecord(ctx.db, ctx.instancia.id, id)) as object;
  },
  remove: removeEjemplo,
})
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/ejemplos/{ejemploId}/estandares',
      summary: 'Enlaza estándares al ejemplo, conservando los que ya tenía (responde 200)',
      params: Params,
      body: estandaresSchema.openapi('EjemploEstandares'),
      field: 'Estandares',
      item: EstandarRef,
      description: 'Enlazados',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await enlazarEstandares(domainContext(c), c.req.valid('param').ejemploId, c.req.valid('json').estandares);
      return c.json({ message: errores.exito, Estandares: list }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/ejemplos/{ejemploId}/estandares/reasignar',
      summary: 'Sustituye los estándares del ejemplo',
      params: Params,
      body: estandaresSchema,
      field: 'Estandares',
      item: EstandarRef,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEstandaresEjemplo(
        domainContext(c),
        c.req.valid('param').ejemploId,
        c.req.valid('json').estandares,
      );
      return c.json({ message: errores.exito, Estandares: list }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/ejemplos/{ejemploId}/evidencias/reasignar',
      summary: 'Sustituye las evidencias del ejemplo',
      params: Params,
      body: evidenciasSchema.openapi('EjemploEvidencias'),
      field: 'Evidencias',
      item: EvidenciaRef,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEvidenciasEjemplo(
        domainContext(c),
        c.req.valid('param').ejemploId,
        c.req.valid('json').evidencias,
      );
      return c.json({ message: errores.exito, Evidencias: list }, 200);
    },
  );
