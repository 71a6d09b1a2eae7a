import { createRoute, z } from '@hono/zod-openapi';
import { getEstandar, listEstandares, loadEstandarRecord } from '../../domain/catalogo/estandares.ts';
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
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  CreatedSchema,
  catalogoReadDenied,
  catalogoWriteReplies,
  EjemploRefSchema,
  EtiquetaRefSchema,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  ManualRefSchema,
  MessageOnlySchema,
  RefSchema,
  readOneReplies,
  reassignRoute,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Estándares';
const Params = idParams('estandarId');

const Estandar = z
  .object({
    Id: z.number().int(),
    ManualId: z.number().int(),
    Manual: ManualRefSchema,
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
    Paquete: RefSchema.nullable(),
    Etiquetas: z.array(EtiquetaRefSchema),
    Ambitos: z.array(RefSchema),
    Ejemplos: z.array(EjemploRefSchema),
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
    Auditoria: AuditoriaSchema,
  })
  .openapi('Estandar');

const EstandaresQuery = listQuery.extend({
  manualId: idQuery('Del manual'),
  bloqueId: idQuery('Del bloque'),
  texto: textQuery('Código, descripción o propósito'),
  esencial: booleanQuery('Solo esenciales (true) o no esenciales (false)', t.booleanoNoValido),
  paqueteId: idQuery('Del paquete'),
  etiquetaId: idQuery('Con esta etiqueta'),
});

const notFound = 'El estándar no existe';
const writeErrors = catalogoWriteReplies({ 404: notFound, 409: 'Manual publicado o código repetido' });

/** Standards of a manual and their tags, examples and scopes. */
export const estandaresRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/estandares',
      summary: 'Lista de estándares con búsqueda, filtros y paginación',
      query: EstandaresQuery,
      record: Estandar.partial(),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const { texto, manualId, bloqueId, esencial, paqueteId, etiquetaId, ...q } = c.req.valid('query');
      const page = await listEstandares(domainContext(c), {
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
        200: { description: 'El estándar', ...jsonContent(Estandar) },
        ...readOneReplies(catalogoReadDenied, notFound),
      },
    }),
    async (c) => c.json(await getEstandar(domainContext(c), c.req.valid('param').estandarId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares',
      tags: [TAG],
      summary: 'Crea un estándar (con ejemploId, enlazado a ese ejemplo en la misma operación)',
      request: jsonBody(estandarCreateSchema.openapi('EstandarNuevo')),
      responses: { 201: { description: 'Creado', ...jsonContent(CreatedSchema) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createEstandar(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.estandarCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/estandares/ordenar',
      tags: [TAG],
      summary: 'Ordena los estándares de un bloque: orden 1, 2, 3… en el orden de ids',
      request: jsonBody(ordenarSchema.openapi('OrdenEstandares')),
      responses: { 200: { description: 'Ordenado', ...jsonContent(MessageOnlySchema) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarEstandares(domainContext(c), c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/estandares/{estandarId}',
      tags: [TAG],
      summary: 'Modifica un estándar (todos los campos del formulario)',
      request: { params: Params, ...jsonBody(estandarUpdateSchema.openapi('EstandarDatos')) },
      responses: {
        200: { description: 'Guardado', ...jsonContent(Estandar.extend({ message: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const ctx = domainContext(c);
      const { estandarId } = c.req.valid('param');
      await updateEstandar(ctx, estandarId, c.req.valid('json'));
      const record = await loadEstandarRecord(ctx.db, ctx.instancia.id, estandarId);
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
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deleteEstandar(domainContext(c), c.req.valid('param').estandarId);
      return c.body(null, 204);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/estandares/{estandarId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo EST) del estándar',
      params: Params,
      body: etiquetasSchema.openapi('EstandarEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEtiquetasEstandar(
        domainContext(c),
        c.req.valid('param').estandarId,
        c.req.valid('json').etiquetas,
      );
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/estandares/{estandarId}/ejemplos/reasignar',
      summary: 'Sustituye los ejemplos del estándar (permitido también en manuales publicados)',
      params: Params,
      body: ejemplosSchema.openapi('EstandarEjemplos'),
      field: 'Ejemplos',
      item: EjemploRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEjemplosEstandar(
        domainContext(c),
        c.req.valid('param').estandarId,
        c.req.valid('json').ejemplos,
      );
      return c.json({ message: errores.exito, Ejemplos: list }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/estandares/{estandarId}/ambitos/reasignar',
      summary: 'Sustituye los ámbitos del estándar',
      params: Params,
      body: ambitosSchema.openapi('EstandarAmbitos'),
      field: 'Ambitos',
      item: RefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarAmbitosEstandar(domainContext(c), c.req.valid('param').estandarId, c.req.valid('json').ambitos);
      return c.json({ message: errores.exito, Ambitos: list }, 200);
    },
  );
