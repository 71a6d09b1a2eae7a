import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getPrueba, listPruebas, readPrueba } from '../../domain/catalogo/pruebas.ts';
import {
  createPrueba,
  createPruebaDeEvidencia,
  deletePrueba,
  reasignarEvidencias,
  updatePrueba,
} from '../../domain/catalogo/pruebas-save.ts';
import {
  evidenciasReassignSchema,
  pruebaCreateSchema,
  pruebaEvidenciaSchema,
  pruebaUpdateSchema,
} from '../../domain/catalogo/pruebas-schema.ts';
import type { DomainContext } from '../../domain/context.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Pruebas';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});

const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const PruebaParams = z.object({ pruebaId: pathId('pruebaId') });
const EvidenciaParams = z.object({ evidenciaId: pathId('evidenciaId') });

const PruebasQuery = listQuery.extend({
  texto: z.string().max(200).optional().openapi({ description: 'Descripción o aclaraciones' }),
  manualId: queryInt({ min: 1 }).optional().openapi({ description: 'Del manual' }),
  evidenciaId: queryInt({ min: 1 }).optional().openapi({ description: 'Asociadas a la evidencia' }),
  formularioId: queryInt({ min: 1 }).optional().openapi({ description: 'Que usan el formulario' }),
  tipoClave: z.string().max(20).optional().openapi({ description: 'Tipo de prueba (CUEST, DOC, OBS, ENT)' }),
  activo: z
    .enum(['true', 'false'], { error: t.activoNoValido })
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description: 'Solo activas (true) o inactivas (false)', type: 'string', enum: ['true', 'false'] }),
});

const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const EvidenciaRef = z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }).openapi('EvidenciaRef');
const Prueba = z
  .object({
    Id: z.number().int(),
    Descripcion: z.string(),
    Aclaraciones: z.string().nullable(),
    Activo: z.boolean(),
    TipoClave: z.string().nullable(),
    ManualId: z.number().int(),
    Manual: z.object({
      Id: z.number().int(),
      Codigo: z.string(),
      Nombre: z.string(),
      Version: z.string(),
      EstadoClave: z.string(),
    }),
    FormularioId: z.number().int(),
    Formulario: z.object({ Id: z.number().int(), Titulo: z.string() }),
    Evidencias: z.array(EvidenciaRef),
    Auditoria: z.object({ Alta: Audit, Modificacion: Audit.nullable() }),
  })
  .openapi('Prueba');
const Created = z.object({ Id: z.number().int(), message: z.string() });

const readErrors = {
  400: error('Parámetros no válidos'),
  401: error('Sin sesión'),
  403: error('Sin permiso de lectura del catálogo'),
};
const writeErrors = {
  400: error('Petición mal formada'),
  401: error('Sin sesión'),
  403: error('Sin el permiso MANUALES (escritura)'),
  404: error('No existe'),
  409: error('El manual está publicado'),
  422: error('Datos no válidos'),
};

/** Tests (pruebas) and their evidences (data-and-calls §7.7). */
export const pruebasRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/pruebas',
      tags: [TAG],
      summary: 'Lista de pruebas con búsqueda y filtros',
      request: { query: PruebasQuery },
      responses: { 200: { description: 'Lista', ...json(listResponseSchema(Prueba.partial())) }, ...readErrors },
    }),
    async (c) => {
      const { texto, manualId, evidenciaId, formularioId, tipoClave, activo, ...q } = c.req.valid('query');
      const page = await listPruebas(ctx(c), {
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
      responses: { 200: { description: 'La prueba', ...json(Prueba) }, ...readErrors, 404: error('No existe') },
    }),
    async (c) => c.json(await getPrueba(ctx(c), c.req.valid('param').pruebaId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/pruebas',
      tags: [TAG],
      summary: 'Crea una prueba de un manual en edición (opcionalmente ya asociada a evidencias)',
      request: body(pruebaCreateSchema.openapi('PruebaNueva')),
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createPrueba(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.pruebaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/evidencias/{evidenciaId}/pruebas',
      tags: [TAG],
      summary: 'Crea una prueba del manual de la evidencia, asociada a ella',
      request: { params: EvidenciaParams, ...body(pruebaEvidenciaSchema.openapi('PruebaDeEvidencia')) },
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createPruebaDeEvidencia(ctx(c), c.req.valid('param').evidenciaId, c.req.valid('json'));
      return c.json({ Id: id, message: t.pruebaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/pruebas/{pruebaId}',
      tags: [TAG],
      summary: 'Modifica una prueba (el manual no cambia)',
      request: { params: PruebaParams, ...body(pruebaUpdateSchema.openapi('PruebaDatos')) },
      responses: { 200: { description: 'Guardada', ...json(Prueba.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const { pruebaId } = c.req.valid('param');
      await updatePrueba(ctx(c), pruebaId, c.req.valid('json'));
      return c.json({ message: errores.exito, ...(await readPrueba(ctx(c), pruebaId)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/pruebas/{pruebaId}',
      tags: [TAG],
      summary: 'Elimina una prueba de un manual en edición',
      request: { params: PruebaParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deletePrueba(ctx(c), c.req.valid('param').pruebaId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/pruebas/{pruebaId}/evidencias/reasignar',
      tags: [TAG],
      summary: 'Sustituye las evidencias (del mismo manual) de la prueba',
      request: { params: PruebaParams, ...body(evidenciasReassignSchema.openapi('ReasignacionEvidencias')) },
      responses: {
        200: { description: 'Guardadas', ...json(z.object({ message: z.string(), Evidencias: z.array(EvidenciaRef) })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const saved = await reasignarEvidencias(ctx(c), c.req.valid('param').pruebaId, c.req.valid('json').evidencias);
      return c.json({ message: errores.exito, Evidencias: saved }, 200);
    },
  );
