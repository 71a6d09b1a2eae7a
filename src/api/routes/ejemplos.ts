import { createRoute, z } from '@hono/zod-openapi';
import { getEjemplo, listEjemplos, readEjemplo } from '../../domain/catalogo/ejemplos.ts';
import {
  createEjemplo,
  deleteEjemplo,
  enlazarEstandares,
  reasignarEstandaresEjemplo,
  reasignarEvidenciasEjemplo,
  updateEjemplo,
} from '../../domain/catalogo/ejemplos-save.ts';
import { ejemploSchema, estandaresSchema, evidenciasSchema } from '../../domain/catalogo/estandares-schema.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, listResponseSchema, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import { Auditoria, body, Created, domainCtx, error, idQuery, json, pathId, readDenied, writeErrors } from './estandares.ts';

const TAG = 'Ejemplos';
const Params = z.object({ ejemploId: pathId('ejemploId') });

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
    Auditoria,
  })
  .openapi('Ejemplo');

const EjemplosQuery = listQuery.extend({
  texto: z.string().max(200).optional().openapi({ description: 'Título, autor, referencia, texto o descripción' }),
  estandarId: idQuery('Enlazados a este estándar'),
  evidenciaId: idQuery('Enlazados a esta evidencia'),
  manualId: idQuery('Enlazados a un estándar o evidencia de este manual'),
});

const notFound = 'El ejemplo no existe';
const estandaresReply = json(z.object({ message: z.string(), Estandares: z.array(EstandarRef) }));

/** Examples of good practice and their links to standards and evidences (data-and-calls.md §7.7). */
export const ejemplosRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/ejemplos',
      tags: [TAG],
      summary: 'Lista de ejemplos con búsqueda, filtros y paginación',
      request: { query: EjemplosQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(Ejemplo.partial())) },
        400: error('Parámetros no válidos'),
        ...readDenied,
      },
    }),
    async (c) => {
      const { texto, estandarId, evidenciaId, manualId, ...q } = c.req.valid('query');
      const page = await listEjemplos(domainCtx(c), {
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
      responses: {
        200: { description: 'El ejemplo', ...json(Ejemplo) },
        400: error('Identificador no válido'),
        ...readDenied,
        404: error(notFound),
      },
    }),
    async (c) => c.json(await getEjemplo(domainCtx(c), c.req.valid('param').ejemploId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ejemplos',
      tags: [TAG],
      summary: 'Crea un ejemplo (la descripción en HTML se sanea antes de guardarla)',
      request: body(ejemploSchema.openapi('EjemploDatos')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors(notFound) },
    }),
    async (c) => {
      const { id } = await createEjemplo(domainCtx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.ejemploCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/ejemplos/{ejemploId}',
      tags: [TAG],
      summary: 'Modifica un ejemplo (siempre editable, también en manuales publicados)',
      request: { params: Params, ...body(ejemploSchema) },
      responses: {
        200: { description: 'Guardado', ...json(Ejemplo.extend({ message: z.string() })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const ctx = domainCtx(c);
      const { ejemploId } = c.req.valid('param');
      await updateEjemplo(ctx, ejemploId, c.req.valid('json'));
      const record = await readEjemplo(ctx.db, ctx.instancia.id, ejemploId);
      return c.json({ message: errores.exito, ...(record as NonNullable<typeof record>) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/ejemplos/{ejemploId}',
      tags: [TAG],
      summary: 'Elimina un ejemplo y sus enlaces',
      request: { params: Params },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors(notFound) },
    }),
    async (c) => {
      await deleteEjemplo(domainCtx(c), c.req.valid('param').ejemploId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ejemplos/{ejemploId}/estandares',
      tags: [TAG],
      summary: 'Enlaza estándares al ejemplo, conservando los que ya tenía (responde 200)',
      request: { params: Params, ...body(estandaresSchema.openapi('EjemploEstandares')) },
      responses: { 200: { description: 'Enlazados', ...estandaresReply }, ...writeErrors(notFound) },
    }),
    async (c) => {
      const list = await enlazarEstandares(domainCtx(c), c.req.valid('param').ejemploId, c.req.valid('json').estandares);
      return c.json({ message: errores.exito, Estandares: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ejemplos/{ejemploId}/estandares/reasignar',
      tags: [TAG],
      summary: 'Sustituye los estándares del ejemplo',
      request: { params: Params, ...body(estandaresSchema) },
      responses: { 200: { description: 'Guardado', ...estandaresReply }, ...writeErrors(notFound) },
    }),
    async (c) => {
      const list = await reasignarEstandaresEjemplo(domainCtx(c), c.req.valid('param').ejemploId, c.req.valid('json').estandares);
      return c.json({ message: errores.exito, Estandares: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ejemplos/{ejemploId}/evidencias/reasignar',
      tags: [TAG],
      summary: 'Sustituye las evidencias del ejemplo',
      request: { params: Params, ...body(evidenciasSchema.openapi('EjemploEvidencias')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Evidencias: z.array(EvidenciaRef) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarEvidenciasEjemplo(domainCtx(c), c.req.valid('param').ejemploId, c.req.valid('json').evidencias);
      return c.json({ message: errores.exito, Evidencias: list }, 200);
    },
  );
