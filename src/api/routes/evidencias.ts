import { z } from '@hono/zod-openapi';
import {
  ejemplosSchema,
  evidenciaCreateSchema,
  evidenciaUpdateSchema,
  ordenarSchema,
  pruebasSchema,
} from '../../domain/catalogo/estandares-schema.ts';
import { getEvidencia, listEvidencias, loadEvidenciaRecord } from '../../domain/catalogo/evidencias.ts';
import {
  ordenarEvidencias,
  reasignarEjemplosEvidencia,
  reasignarPruebasEvidencia,
  removeEvidencia,
  saveEvidencia,
} from '../../domain/catalogo/evidencias-save.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  catalogoReadDenied,
  catalogoWriteReplies,
  createdRoute,
  EjemploRefSchema,
  getOneRoute,
  idParams,
  idQuery,
  listRoute,
  readOneReplies,
  reassignRoute,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Evidencias';
const Params = idParams('evidenciaId');

const PruebaRef = z.object({ Id: z.number().int(), Descripcion: z.string(), Activo: z.boolean(), Orden: z.number().int() });
const Evidencia = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Descripcion: z.string(),
    Minimo: z.number().int(),
    Esencial: z.boolean(),
    Observaciones: z.string().nullable(),
    Pruebas: z.array(PruebaRef),
    Ejemplos: z.array(EjemploRefSchema),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }),
    ManualId: z.number().int(),
    Manual: z.object({ Id: z.number().int(), Codigo: z.string(), Nombre: z.string(), EstadoClave: z.string() }),
    NumeroPruebas: z.number().int(),
    Orden: z.number().int(),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Evidencia');

const EvidenciasQuery = listQuery.extend({
  manualId: idQuery('Del manual'),
  estandarId: idQuery('Del estándar'),
  pruebaId: idQuery('Que usan esta prueba'),
  texto: textQuery('Código o descripción'),
  esencial: booleanQuery('Solo esenciales (true) o no esenciales (false)', t.booleanoNoValido),
});

const notFound = 'La evidencia no existe';
const writeErrors = catalogoWriteReplies({ 404: notFound, 409: 'Manual publicado o código repetido' });

/** Evidences of a standard and their tests and examples. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/evidencias',
      summary: 'Lista de evidencias con búsqueda, filtros y paginación',
      query: EvidenciasQuery,
      record: Evidencia.partial(),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const { texto, manualId, estandarId, esencial, pruebaId, ...q } = c.req.valid('query');
      const page = await listEvidencias(domainContext(c), {
        query: toListQuery(q),
        filtros: { texto, manualId, estandarId, esencial, pruebaId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/evidencias/{evidenciaId}',
      summary: 'Una evidencia con su estándar, pruebas y ejemplos',
      params: Params,
      description: 'La evidencia',
      record: Evidencia,
      errors: readOneReplies(catalogoReadDenied, notFound),
    }),
    async (c) => c.json(await getEvidencia(domainContext(c), c.req.valid('param').evidenciaId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/evidencias',
      summary: 'Crea una evidencia en un estándar',
      body: evidenciaCreateSchema.openapi('EvidenciaNueva'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveEvidencia(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.evidenciaCreada }, 201);
    },
  );

export const evidenciasRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/evidencias/{evidenciaId}',
  param: 'evidenciaId',
  summaries: {
    update: 'Modifica una evidencia (puede pasar a otro estándar del mismo manual)',
    remove: 'Elimina una evidencia (solo en un manual en edición)',
  },
  body: evidenciaUpdateSchema.openapi('EvidenciaDatos'),
  record: Evidencia,
  descriptions: { saved: 'Guardada', removed: 'Eliminada' },
  errors: writeErrors,
  save: async (ctx, id, input) => {
    await saveEvidencia(ctx, id, input);
    return (await loadEvidenciaRecord(ctx.db, ctx.instancia.id, id)) as object;
  },
  remove: removeEvidencia,
  ordenar: {
    path: '/evidencias/ordenar',
    summary: 'Ordena las evidencias de un estándar: orden 1, 2, 3… en el orden de ids',
    body: ordenarSchema.openapi('OrdenEvidencias'),
    run: ordenarEvidencias,
  },
})
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/evidencias/{evidenciaId}/ejemplos/reasignar',
      summary: 'Sustituye los ejemplos de la evidencia (permitido también en manuales publicados)',
      params: Params,
      body: ejemplosSchema.openapi('EvidenciaEjemplos'),
      field: 'Ejemplos',
      item: EjemploRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEjemplosEvidencia(
        domainContext(c),
        c.req.valid('param').evidenciaId,
        c.req.valid('json').ejemplos,
      );
      return c.json({ message: errores.exito, Ejemplos: list }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/evidencias/{evidenciaId}/pruebas/reasignar',
      summary: 'Sustituye las pruebas de la evidencia (pruebas del mismo manual, en el orden dado)',
      params: Params,
      body: pruebasSchema.openapi('EvidenciaPruebas'),
      field: 'Pruebas',
      item: PruebaRef,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarPruebasEvidencia(
        domainContext(c),
        c.req.valid('param').evidenciaId,
        c.req.valid('json').pruebas,
      );
      return c.json({ message: errores.exito, Pruebas: list }, 200);
    },
  );
