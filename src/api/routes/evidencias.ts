import { createRoute, z } from '@hono/zod-openapi';
import {
  ejemplosSchema,
  evidenciaCreateSchema,
  evidenciaUpdateSchema,
  ordenarSchema,
  pruebasSchema,
} from '../../domain/catalogo/estandares-schema.ts';
import { getEvidencia, listEvidencias, readEvidencia } from '../../domain/catalogo/evidencias.ts';
import {
  createEvidencia,
  deleteEvidencia,
  ordenarEvidencias,
  reasignarEjemplosEvidencia,
  reasignarPruebasEvidencia,
  updateEvidencia,
} from '../../domain/catalogo/evidencias-save.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, listResponseSchema, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import {
  Auditoria,
  body,
  booleanQuery,
  Created,
  domainCtx,
  EjemploRef,
  error,
  idQuery,
  json,
  pathId,
  readDenied,
  writeErrors,
} from './estandares.ts';

const TAG = 'Evidencias';
const Params = z.object({ evidenciaId: pathId('evidenciaId') });

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
    Ejemplos: z.array(EjemploRef),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }),
    ManualId: z.number().int(),
    Manual: z.object({ Id: z.number().int(), Codigo: z.string(), Nombre: z.string(), EstadoClave: z.string() }),
    NumeroPruebas: z.number().int(),
    Orden: z.number().int(),
    Auditoria,
  })
  .openapi('Evidencia');

const EvidenciasQuery = listQuery.extend({
  manualId: idQuery('Del manual'),
  estandarId: idQuery('Del estándar'),
  pruebaId: idQuery('Que usan esta prueba'),
  texto: z.string().max(200).optional().openapi({ description: 'Código o descripción' }),
  esencial: booleanQuery('Solo esenciales (true) o no esenciales (false)'),
});

const notFound = 'La evidencia no existe';

/** Evidences of a standard and their tests and examples (data-and-calls.md §7.7). */
export const evidenciasRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/evidencias',
      tags: [TAG],
      summary: 'Lista de evidencias con búsqueda, filtros y paginación',
      request: { query: EvidenciasQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(Evidencia.partial())) },
        400: error('Parámetros no válidos'),
        ...readDenied,
      },
    }),
    async (c) => {
      const { texto, manualId, estandarId, esencial, pruebaId, ...q } = c.req.valid('query');
      const page = await listEvidencias(domainCtx(c), {
        query: toListQuery(q),
        filtros: { texto, manualId, estandarId, esencial, pruebaId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/evidencias/{evidenciaId}',
      tags: [TAG],
      summary: 'Una evidencia con su estándar, pruebas y ejemplos',
      request: { params: Params },
      responses: {
        200: { description: 'La evidencia', ...json(Evidencia) },
        400: error('Identificador no válido'),
        ...readDenied,
        404: error(notFound),
      },
    }),
    async (c) => c.json(await getEvidencia(domainCtx(c), c.req.valid('param').evidenciaId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evidencias',
      tags: [TAG],
      summary: 'Crea una evidencia en un estándar',
      request: body(evidenciaCreateSchema.openapi('EvidenciaNueva')),
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors(notFound) },
    }),
    async (c) => {
      const { id } = await createEvidencia(domainCtx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.evidenciaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evidencias/ordenar',
      tags: [TAG],
      summary: 'Ordena las evidencias de un estándar: orden 1, 2, 3… en el orden de ids',
      request: body(ordenarSchema.openapi('OrdenEvidencias')),
      responses: { 200: { description: 'Ordenado', ...json(z.object({ message: z.string() })) }, ...writeErrors(notFound) },
    }),
    async (c) => {
      await ordenarEvidencias(domainCtx(c), c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/evidencias/{evidenciaId}',
      tags: [TAG],
      summary: 'Modifica una evidencia (puede pasar a otro estándar del mismo manual)',
      request: { params: Params, ...body(evidenciaUpdateSchema.openapi('EvidenciaDatos')) },
      responses: {
        200: { description: 'Guardada', ...json(Evidencia.extend({ message: z.string() })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const ctx = domainCtx(c);
      const { evidenciaId } = c.req.valid('param');
      await updateEvidencia(ctx, evidenciaId, c.req.valid('json'));
      const record = await readEvidencia(ctx.db, ctx.instancia.id, evidenciaId);
      return c.json({ message: errores.exito, ...(record as NonNullable<typeof record>) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/evidencias/{evidenciaId}',
      tags: [TAG],
      summary: 'Elimina una evidencia (solo en un manual en edición)',
      request: { params: Params },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors(notFound) },
    }),
    async (c) => {
      await deleteEvidencia(domainCtx(c), c.req.valid('param').evidenciaId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evidencias/{evidenciaId}/ejemplos/reasignar',
      tags: [TAG],
      summary: 'Sustituye los ejemplos de la evidencia (permitido también en manuales publicados)',
      request: { params: Params, ...body(ejemplosSchema.openapi('EvidenciaEjemplos')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Ejemplos: z.array(EjemploRef) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarEjemplosEvidencia(domainCtx(c), c.req.valid('param').evidenciaId, c.req.valid('json').ejemplos);
      return c.json({ message: errores.exito, Ejemplos: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evidencias/{evidenciaId}/pruebas/reasignar',
      tags: [TAG],
      summary: 'Sustituye las pruebas de la evidencia (pruebas del mismo manual, en el orden dado)',
      request: { params: Params, ...body(pruebasSchema.openapi('EvidenciaPruebas')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Pruebas: z.array(PruebaRef) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarPruebasEvidencia(domainCtx(c), c.req.valid('param').evidenciaId, c.req.valid('json').pruebas);
      return c.json({ message: errores.exito, Pruebas: list }, 200);
    },
  );
