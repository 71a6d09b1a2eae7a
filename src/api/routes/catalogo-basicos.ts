import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ambitoSchema, createAmbito, deleteAmbito, getAmbito, listAmbitos, updateAmbito } from '../../domain/catalogo/ambitos.ts';
import {
  createEtiqueta,
  deleteEtiqueta,
  etiquetaSchema,
  listEtiquetas,
  updateEtiqueta,
} from '../../domain/catalogo/etiquetas.ts';
import { listMapas, listTiposPregunta, listTiposPrueba } from '../../domain/catalogo/lookups.ts';
import { createPaquete, deletePaquete, listPaquetes, paqueteSchema, updatePaquete } from '../../domain/catalogo/paquetes.ts';
import type { DomainContext } from '../../domain/context.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';
import { lookupJson, lookupRouteConfig } from './lookup-route.ts';

const TAG = 'Catálogo: ámbitos, etiquetas y paquetes';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const denied = { 401: error('Sin sesión'), 403: error('Sin permiso') };
const writeErrors = {
  400: error('Petición mal formada'),
  ...denied,
  404: error('No existe'),
  409: error('Conflicto'),
  422: error('Datos no válidos'),
};

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});
const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const AmbitoParams = z.object({ ambitoId: pathId('ambitoId') });
const EtiquetaParams = z.object({ etiquetaId: pathId('etiquetaId') });
const PaqueteParams = z.object({ paqueteId: pathId('paqueteId') });
const texto = z.string().max(200).optional().openapi({ description: 'Texto a buscar en el nombre' });

const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Auditoria = z.object({ Alta: Audit, Modificacion: Audit.nullable() });
const Ambito = z.object({ Id: z.number().int(), Nombre: z.string(), Auditoria }).openapi('Ambito');
const Etiqueta = z
  .object({ Id: z.number().int(), Nombre: z.string(), Color: z.string(), TipoClave: z.string(), Auditoria })
  .openapi('Etiqueta');
const Paquete = z.object({ Id: z.number().int(), Nombre: z.string() }).openapi('Paquete');
const Created = z.object({ Id: z.number().int(), message: z.string() });
const Mapa = z
  .object({ Id: z.number().int(), Clave: z.string(), Nombre: z.string(), Orden: z.number().int() })
  .partial()
  .openapi('Mapa');
const TipoPrueba = z.object({ Clave: z.string(), Nombre: z.string(), Orden: z.number().int() }).partial().openapi('TipoPrueba');
const TipoPregunta = z
  .object({ Clave: z.string(), Nombre: z.string(), ConRespuestas: z.boolean(), Orden: z.number().int() })
  .partial()
  .openapi('TipoPregunta');

const textoQuery = listQuery.extend({ texto });
const list = <P extends string, Q extends z.ZodObject = typeof textoQuery>(
  path: P,
  summary: string,
  record: z.ZodType,
  query?: Q,
) =>
  createRoute({
    method: 'get',
    path,
    tags: [TAG],
    summary,
    request: { query: (query ?? textoQuery) as Q },
    responses: {
      200: { description: 'Lista', ...json(listResponseSchema(record)) },
      400: error('Parámetros no válidos'),
      ...denied,
    },
  });

/** Scopes, tags, packages (data-and-calls §7.4, §7.7) and the catalogue lookups (§7.9). */
export const catalogoBasicosRoutes = createRouter()
  .openapi(list('/ambitos', 'Ámbitos', Ambito.omit({ Auditoria: true }).partial()), async (c) => {
    const q = c.req.valid('query');
    return c.json(listEnvelope(await listAmbitos(ctx(c), { query: toListQuery(q), texto: q.texto })), 200);
  })
  .openapi(
    createRoute({
      method: 'get',
      path: '/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Un ámbito',
      request: { params: AmbitoParams },
      responses: {
        200: { description: 'El ámbito', ...json(Ambito) },
        400: error('Identificador no válido'),
        ...denied,
        404: error('No existe'),
      },
    }),
    async (c) => c.json(await getAmbito(ctx(c), c.req.valid('param').ambitoId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ambitos',
      tags: [TAG],
      summary: 'Crea un ámbito',
      request: body(ambitoSchema.openapi('AmbitoDatos')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createAmbito(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.ambitoCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Modifica un ámbito',
      request: { params: AmbitoParams, ...body(ambitoSchema) },
      responses: { 200: { description: 'Guardado', ...json(Ambito.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const record = await updateAmbito(ctx(c), c.req.valid('param').ambitoId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Elimina un ámbito (se quita de manuales, bloques y estándares)',
      request: { params: AmbitoParams },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deleteAmbito(ctx(c), c.req.valid('param').ambitoId);
      return c.body(null, 204);
    },
  )
  .openapi(
    list(
      '/etiquetas',
      'Etiquetas (filtro tipoClave: USU, EST, MAN, CON, PRY, ACT, MEN)',
      Etiqueta.omit({ Auditoria: true }).partial(),
      listQuery.extend({
        texto,
        tipoClave: z.string().max(20).optional().openapi({ description: 'Tipo de etiqueta' }),
        registrosPorPagina: queryInt({ min: 1, max: 1000 }).default(1000).openapi({ description: 'Hasta 1000' }),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listEtiquetas(ctx(c), { query: toListQuery(q), tipoClave: q.tipoClave, texto: q.texto });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/etiquetas',
      tags: [TAG],
      summary: 'Crea una etiqueta (el permiso depende del tipo)',
      request: body(etiquetaSchema.openapi('EtiquetaDatos')),
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createEtiqueta(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.etiquetaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/etiquetas/{etiquetaId}',
      tags: [TAG],
      summary: 'Modifica una etiqueta',
      request: { params: EtiquetaParams, ...body(etiquetaSchema) },
      responses: { 200: { description: 'Guardada', ...json(Etiqueta.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const record = await updateEtiqueta(ctx(c), c.req.valid('param').etiquetaId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/etiquetas/{etiquetaId}',
      tags: [TAG],
      summary: 'Elimina una etiqueta y la quita de todos los registros que la llevan',
      request: { params: EtiquetaParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deleteEtiqueta(ctx(c), c.req.valid('param').etiquetaId);
      return c.body(null, 204);
    },
  )
  .openapi(list('/paquetes', 'Paquetes de estándares', Paquete.partial()), async (c) => {
    const q = c.req.valid('query');
    return c.json(listEnvelope(await listPaquetes(ctx(c), { query: toListQuery(q), texto: q.texto })), 200);
  })
  .openapi(
    createRoute({
      method: 'post',
      path: '/paquetes',
      tags: [TAG],
      summary: 'Crea un paquete',
      request: body(paqueteSchema.openapi('PaqueteDatos')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createPaquete(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.paqueteCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/paquetes/{paqueteId}',
      tags: [TAG],
      summary: 'Modifica un paquete',
      request: { params: PaqueteParams, ...body(paqueteSchema) },
      responses: { 200: { description: 'Guardado', ...json(Paquete.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const record = await updatePaquete(ctx(c), c.req.valid('param').paqueteId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/paquetes/{paqueteId}',
      tags: [TAG],
      summary: 'Elimina un paquete (no si lo usa un manual publicado)',
      request: { params: PaqueteParams },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deletePaquete(ctx(c), c.req.valid('param').paqueteId);
      return c.body(null, 204);
    },
  )
  .openapi(lookupRouteConfig({ path: '/mapas', summary: 'Mapas de un manual', record: Mapa }), async (c) =>
    lookupJson(c, await listMapas({ db: c.var.db, query: toListQuery(c.req.valid('query')) })),
  )
  .openapi(lookupRouteConfig({ path: '/tiposPrueba', summary: 'Tipos de prueba', record: TipoPrueba }), async (c) =>
    lookupJson(c, await listTiposPrueba({ db: c.var.db, query: toListQuery(c.req.valid('query')) })),
  )
  .openapi(lookupRouteConfig({ path: '/tiposPregunta', summary: 'Tipos de pregunta', record: TipoPregunta }), async (c) =>
    lookupJson(c, await listTiposPregunta({ db: c.var.db, query: toListQuery(c.req.valid('query')) })),
  );
