import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { exportarManual } from '../../domain/catalogo/exportacion.ts';
import { importacionSchema, OPCIONES, OPCIONES_POR_DEFECTO, type Opciones } from '../../domain/catalogo/exportacion-schema.ts';
import { importarManual } from '../../domain/catalogo/importacion.ts';
import { getManual, listManuales } from '../../domain/catalogo/manuales.ts';
import {
  createManual,
  deleteManual,
  publicarManual,
  reasignarAmbitosManual,
  reasignarEtiquetasManual,
  updateManual,
} from '../../domain/catalogo/manuales-save.ts';
import {
  ambitosReasignarSchema,
  etiquetasReasignarSchema,
  manualCreateSchema,
  manualUpdateSchema,
} from '../../domain/catalogo/manuales-schema.ts';
import type { DomainContext } from '../../domain/context.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Manuales';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const denied = { 401: error('Sin sesión'), 403: error('Sin permiso') };
const writeErrors = {
  400: error('Petición mal formada'),
  ...denied,
  404: error('El manual no existe'),
  409: error('Manual publicado, transición no permitida o código y versión repetidos'),
  422: error('Datos no válidos'),
};

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});
const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const ManualParams = z.object({ manualId: pathId('manualId') });

const booleanQuery = (description: string) =>
  z
    .enum(['true', 'false'], { error: t.booleanoNoValido })
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description, type: 'string', enum: ['true', 'false'] });

const ManualesQuery = listQuery.extend({
  texto: z.string().max(200).optional().openapi({ description: 'Código, nombre, versión o descripción' }),
  estadoClave: z.enum(['edicion', 'vigente', 'obsoleto'], { error: t.estadoNoValido }).optional(),
  publico: booleanQuery('Solo públicos (true) o no públicos (false)'),
  etiquetaId: queryInt({ min: 1 }).optional().openapi({ description: 'Con esta etiqueta' }),
  ambitoId: queryInt({ min: 1 }).optional().openapi({ description: 'Con este ámbito' }),
});

const ExportQuery = z.object(
  Object.fromEntries(OPCIONES.map((o) => [o, booleanQuery(`Exportar ${o} (por defecto ${OPCIONES_POR_DEFECTO[o]})`)])) as Record<
    (typeof OPCIONES)[number],
    ReturnType<typeof booleanQuery>
  >,
);

const Ref = z.object({ Id: z.number().int(), Nombre: z.string() });
const EtiquetaRef = Ref.extend({ Color: z.string() });
const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Manual = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Nombre: z.string(),
    Descripcion: z.string().nullable(),
    Version: z.string(),
    Enlace: z.string().nullable(),
    EstadoClave: z.string(),
    Mapa: z.object({ Id: z.number().int(), Clave: z.string(), Nombre: z.string() }),
    FechaCierre: z.string().nullable(),
    FechaPublicacion: z.string().nullable(),
    Publico: z.boolean(),
    Editable: z.boolean(),
    Bloques: z.array(
      z.object({
        Id: z.number().int(),
        Codigo: z.string().nullable(),
        Nombre: z.string().nullable(),
        Color: z.string().nullable(),
        Orden: z.number().int(),
        Ambitos: z.array(Ref),
      }),
    ),
    Ambitos: z.array(Ref),
    Etiquetas: z.array(EtiquetaRef),
    Fichero: z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() }).nullable(),
    Auditoria: z.object({ Alta: Audit, Modificacion: Audit.nullable() }),
  })
  .openapi('Manual');
const ManualFila = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Nombre: z.string(),
    Version: z.string(),
    EstadoClave: z.string(),
    MapaId: z.number().int(),
    Descripcion: z.string().nullable(),
    Enlace: z.string().nullable(),
    FechaCierre: z.string().nullable(),
    FechaPublicacion: z.string().nullable(),
    Publico: z.boolean(),
    FechaAlta: z.string(),
    FechaModificacion: z.string().nullable(),
  })
  .partial()
  .openapi('ManualFila');
const Created = z.object({ Id: z.number().int(), message: z.string() });
const Saved = Manual.extend({ message: z.string() });

/** Manuals (data-and-calls §7.7): CRUD, tags and scopes, publish, export and import (clone). */
export const manualesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/manuales',
      tags: [TAG],
      summary: 'Lista de manuales con búsqueda y filtros',
      request: { query: ManualesQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(ManualFila)) },
        400: error('Parámetros no válidos'),
        ...denied,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listManuales(ctx(c), {
        query: toListQuery(q),
        filtros: {
          texto: q.texto,
          estadoClave: q.estadoClave,
          publico: q.publico,
          etiquetaId: q.etiquetaId,
          ambitoId: q.ambitoId,
        },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  // Before /manuales/{manualId}, so "importar" is not taken for an id.
  .openapi(
    createRoute({
      method: 'post',
      path: '/manuales/importar',
      tags: [TAG],
      summary: 'Crea un manual a partir de una exportación (clonar); codigo, nombre y version opcionales lo renombran',
      request: body(importacionSchema.openapi('ManualImportacion')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await importarManual(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.manualImportado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/manuales/{manualId}',
      tags: [TAG],
      summary: 'Un manual con bloques, ámbitos, etiquetas y fichero',
      request: { params: ManualParams },
      responses: {
        200: { description: 'El manual', ...json(Manual) },
        400: error('Identificador no válido'),
        ...denied,
        404: error('No existe'),
      },
    }),
    async (c) => c.json(await getManual(ctx(c), c.req.valid('param').manualId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/manuales',
      tags: [TAG],
      summary: 'Crea un manual (en edición)',
      request: body(manualCreateSchema.openapi('ManualNuevo')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createManual(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.manualCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/manuales/{manualId}',
      tags: [TAG],
      summary: 'Modifica un manual; publicado, solo descripción, enlace, cierre, público y el paso a obsoleto',
      request: { params: ManualParams, ...body(manualUpdateSchema.openapi('ManualDatos')) },
      responses: { 200: { description: 'Guardado', ...json(Saved) }, ...writeErrors },
    }),
    async (c) => {
      const record = await updateManual(ctx(c), c.req.valid('param').manualId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/manuales/{manualId}',
      tags: [TAG],
      summary: 'Elimina un manual en edición con todo su contenido y sus ficheros',
      request: { params: ManualParams },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deleteManual(ctx(c), c.req.valid('param').manualId, getStorage(c.env));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/manuales/{manualId}/publicar',
      tags: [TAG],
      summary: 'Publica un manual en edición (pasa a vigente); exige fichero MAN y estándares en cada bloque',
      request: { params: ManualParams },
      responses: { 200: { description: 'Publicado', ...json(Saved) }, ...writeErrors },
    }),
    async (c) => {
      const record = await publicarManual(ctx(c), c.req.valid('param').manualId);
      return c.json({ message: t.manualPublicadoOk, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/manuales/{manualId}/etiquetas/reasignar',
      tags: [TAG],
      summary: 'Sustituye las etiquetas (tipo MAN) del manual',
      request: { params: ManualParams, ...body(etiquetasReasignarSchema.openapi('ManualEtiquetas')) },
      responses: {
        200: { description: 'Guardadas', ...json(z.object({ message: z.string(), Etiquetas: z.array(EtiquetaRef) })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const saved = await reasignarEtiquetasManual(ctx(c), c.req.valid('param').manualId, c.req.valid('json').etiquetas);
      return c.json({ message: t.guardado, Etiquetas: saved }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/manuales/{manualId}/ambitos/reasignar',
      tags: [TAG],
      summary: 'Sustituye los ámbitos del manual',
      request: { params: ManualParams, ...body(ambitosReasignarSchema.openapi('ReasignacionAmbitos')) },
      responses: {
        200: { description: 'Guardados', ...json(z.object({ message: z.string(), Ambitos: z.array(Ref) })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const saved = await reasignarAmbitosManual(ctx(c), c.req.valid('param').manualId, c.req.valid('json').ambitos);
      return c.json({ message: t.guardado, Ambitos: saved }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/manuales/{manualId}/exportacion',
      tags: [TAG],
      summary: 'Exporta el manual como documento JSON autocontenido (para clonarlo con importar)',
      request: { params: ManualParams, query: ExportQuery },
      responses: {
        200: { description: 'Documento', ...json(importacionSchema.omit({ codigo: true, nombre: true, version: true })) },
        400: error('Parámetros no válidos'),
        ...denied,
        404: error('No existe'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const opciones = Object.fromEntries(OPCIONES.map((o) => [o, q[o] ?? OPCIONES_POR_DEFECTO[o]])) as Opciones;
      return c.json(await exportarManual(ctx(c), c.req.valid('param').manualId, opciones), 200);
    },
  );
