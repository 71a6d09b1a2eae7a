import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getEstandar, listEstandares, readEstandar } from '../../domain/catalogo/estandares.ts';
import {
  reasignarAmbitosEstandar,
  reasignarEjemplosEstandar,
  reasignarEtiquetasEstandar,
} from '../../domain/catalogo/estandares-links.ts';
import { createEstandar, deleteEstandar, ordenarEstandares, updateEstandar } from '../../domain/catalogo/estandares-save.ts';
import {
  ambitosSchema,
  ejemplosSchema,
  estandarCreateSchema,
  estandarUpdateSchema,
  etiquetasSchema,
  ordenarSchema,
} from '../../domain/catalogo/estandares-schema.ts';
import type { DomainContext } from '../../domain/context.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

// Helpers shared with evidencias.ts, ejemplos.ts and guias-evaluacion.ts (same area).
export const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
export const error = (description: string) => ({ description, ...json(errorSchema) });
export const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
export const readDenied = { 401: error('Sin sesión'), 403: error('Sin permiso de lectura del catálogo') };
export const writeErrors = (notFound: string) => ({
  400: error('Petición mal formada'),
  401: error('Sin sesión'),
  403: error('Sin el permiso MANUALES (escritura)'),
  404: error(notFound),
  409: error('Manual publicado o código repetido'),
  422: error('Datos no válidos'),
});
export const domainCtx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});
export const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
export const booleanQuery = (description: string) =>
  z
    .enum(['true', 'false'], { error: t.booleanoNoValido })
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description, type: 'string', enum: ['true', 'false'] });
export const idQuery = (description: string) => queryInt({ min: 1 }).optional().openapi({ description });
export const Created = z.object({ Id: z.number().int(), message: z.string() });
export const Ref = z.object({ Id: z.number().int(), Nombre: z.string() });
export const EtiquetaRef = Ref.extend({ Color: z.string() });
export const EjemploRef = z.object({ Id: z.number().int(), Titulo: z.string() });
const AuditEntry = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
export const Auditoria = z.object({ Alta: AuditEntry, Modificacion: AuditEntry.nullable() });

const TAG = 'Estándares';
const Params = z.object({ estandarId: pathId('estandarId') });

const Estandar = z
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
    Bloque: z.object({
      Id: z.number().int(),
      Codigo: z.string().nullable(),
      Nombre: z.string().nullable(),
      Color: z.string().nullable(),
      Orden: z.number().int(),
    }),
    Codigo: z.string(),
    Minimo: z.number().int(),
    Descripcion: z.string(),
    Proposito: z.string().nullable(),
    Observaciones: z.string().nullable(),
    Esencial: z.boolean(),
    Paquete: Ref.nullable(),
    Etiquetas: z.array(EtiquetaRef),
    Ambitos: z.array(Ref),
    Ejemplos: z.array(EjemploRef),
    Evidencias: z.array(
      z.object({
        Id: z.number().int(),
        Codigo: z.string(),
        Descripcion: z.string(),
        Esencial: z.boolean(),
        Minimo: z.number().int(),
        Orden: z.number().int(),
      }),
    ),
    NumeroEvidencias: z.number().int(),
    Orden: z.number().int(),
    Auditoria,
  })
  .openapi('Estandar');

const EstandaresQuery = listQuery.extend({
  manualId: idQuery('Del manual'),
  bloqueId: idQuery('Del bloque'),
  texto: z.string().max(200).optional().openapi({ description: 'Código, descripción o propósito' }),
  esencial: booleanQuery('Solo esenciales (true) o no esenciales (false)'),
  paqueteId: idQuery('Del paquete'),
  etiquetaId: idQuery('Con esta etiqueta'),
});

const notFound = 'El estándar no existe';

/** Standards of a manual and their tags, examples and scopes (data-and-calls.md §7.7). */
export const estandaresRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/estandares',
      tags: [TAG],
      summary: 'Lista de estándares con búsqueda, filtros y paginación',
      request: { query: EstandaresQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(Estandar.partial())) },
        400: error('Parámetros no válidos'),
        ...readDenied,
      },
    }),
    async (c) => {
      const { texto, manualId, bloqueId, esencial, paqueteId, etiquetaId, ...q } = c.req.valid('query');
      const page = await listEstandares(domainCtx(c), {
        query: toListQuery(q),
        filtros: { texto, manualId, bloqueId, esencial, paqueteId, etiquetaId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/estandares/{estandarId}',
      tags: [TAG],
      summary: 'Un estándar con su bloque, paquete, etiquetas, ámbitos, ejemplos y evidencias',
      request: { params: Params },
      responses: {
        200: { description: 'El estándar', ...json(Estandar) },
        400: error('Identificador no válido'),
        ...readDenied,
        404: error(notFound),
      },
    }),
    async (c) => c.json(await getEstandar(domainCtx(c), c.req.valid('param').estandarId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares',
      tags: [TAG],
      summary: 'Crea un estándar (con ejemploId, enlazado a ese ejemplo en la misma operación)',
      request: body(estandarCreateSchema.openapi('EstandarNuevo')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors(notFound) },
    }),
    async (c) => {
      const { id } = await createEstandar(domainCtx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.estandarCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares/ordenar',
      tags: [TAG],
      summary: 'Ordena los estándares de un bloque: orden 1, 2, 3… en el orden de ids',
      request: body(ordenarSchema.openapi('OrdenEstandares')),
      responses: { 200: { description: 'Ordenado', ...json(z.object({ message: z.string() })) }, ...writeErrors(notFound) },
    }),
    async (c) => {
      await ordenarEstandares(domainCtx(c), c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/estandares/{estandarId}',
      tags: [TAG],
      summary: 'Modifica un estándar (todos los campos del formulario)',
      request: { params: Params, ...body(estandarUpdateSchema.openapi('EstandarDatos')) },
      responses: {
        200: { description: 'Guardado', ...json(Estandar.extend({ message: z.string() })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const ctx = domainCtx(c);
      const { estandarId } = c.req.valid('param');
      await updateEstandar(ctx, estandarId, c.req.valid('json'));
      const record = await readEstandar(ctx.db, ctx.instancia.id, estandarId);
      return c.json({ message: errores.exito, ...(record as NonNullable<typeof record>) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/estandares/{estandarId}',
      tags: [TAG],
      summary: 'Elimina un estándar con sus evidencias y guías (solo en un manual en edición)',
      request: { params: Params },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors(notFound) },
    }),
    async (c) => {
      await deleteEstandar(domainCtx(c), c.req.valid('param').estandarId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares/{estandarId}/etiquetas/reasignar',
      tags: [TAG],
      summary: 'Sustituye las etiquetas (tipo EST) del estándar',
      request: { params: Params, ...body(etiquetasSchema.openapi('EstandarEtiquetas')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Etiquetas: z.array(EtiquetaRef) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarEtiquetasEstandar(domainCtx(c), c.req.valid('param').estandarId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares/{estandarId}/ejemplos/reasignar',
      tags: [TAG],
      summary: 'Sustituye los ejemplos del estándar (permitido también en manuales publicados)',
      request: { params: Params, ...body(ejemplosSchema.openapi('EstandarEjemplos')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Ejemplos: z.array(EjemploRef) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarEjemplosEstandar(domainCtx(c), c.req.valid('param').estandarId, c.req.valid('json').ejemplos);
      return c.json({ message: errores.exito, Ejemplos: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares/{estandarId}/ambitos/reasignar',
      tags: [TAG],
      summary: 'Sustituye los ámbitos del estándar',
      request: { params: Params, ...body(ambitosSchema.openapi('EstandarAmbitos')) },
      responses: {
        200: { description: 'Guardado', ...json(z.object({ message: z.string(), Ambitos: z.array(Ref) })) },
        ...writeErrors(notFound),
      },
    }),
    async (c) => {
      const list = await reasignarAmbitosEstandar(domainCtx(c), c.req.valid('param').estandarId, c.req.valid('json').ambitos);
      return c.json({ message: errores.exito, Ambitos: list }, 200);
    },
  );
