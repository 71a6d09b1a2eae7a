import { createRoute, z } from '@hono/zod-openapi';
import { ambitoSchema, getAmbito, listAmbitos, removeAmbito, saveAmbito } from '../../domain/catalogo/ambitos.ts';
import { etiquetaSchema, getEtiqueta, listEtiquetas, removeEtiqueta, saveEtiqueta } from '../../domain/catalogo/etiquetas.ts';
import { listMapas, listTiposPregunta, listTiposPrueba } from '../../domain/catalogo/lookups.ts';
import { getPaquete, listPaquetes, paqueteSchema, removePaquete, savePaquete } from '../../domain/catalogo/paquetes.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { listEnvelope, listQuery, queryInt, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  createdRoute,
  deletedRoute,
  deniedReplies,
  idParams,
  jsonContent,
  listRoute,
  readOneReplies,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { lookupJson, lookupRouteConfig } from './lookup-route.ts';

const TAG = 'Catálogo: ámbitos, etiquetas y paquetes';
const denied = deniedReplies();
const writeErrors = writeReplies({ 404: 'No existe', 409: 'Conflicto' });
const AmbitoParams = idParams('ambitoId');
const EtiquetaParams = idParams('etiquetaId');
const PaqueteParams = idParams('paqueteId');
const texto = z.string().max(200).optional().openapi({ description: 'Texto a buscar en el nombre' });

const Ambito = z.object({ Id: z.number().int(), Nombre: z.string(), Auditoria: AuditoriaSchema }).openapi('Ambito');
const Etiqueta = z
  .object({ Id: z.number().int(), Nombre: z.string(), Color: z.string(), TipoClave: z.string(), Auditoria: AuditoriaSchema })
  .openapi('Etiqueta');
const Paquete = z.object({ Id: z.number().int(), Nombre: z.string() }).openapi('Paquete');
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
) => listRoute({ tag: TAG, path, summary, query: (query ?? textoQuery) as Q, record, denied });

/** Scopes, tags, packages and the catalogue lookups. */
export const catalogoBasicosRoutes = createRouter()
  .openapi(list('/ambitos', 'Ámbitos', Ambito.omit({ Auditoria: true }).partial()), async (c) => {
    const q = c.req.valid('query');
    return c.json(listEnvelope(await listAmbitos(domainContext(c), { query: toListQuery(q), texto: q.texto })), 200);
  })
  .openapi(
    createRoute({
      method: 'get',
      path: '/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Un ámbito',
      request: { params: AmbitoParams },
      responses: { 200: { description: 'El ámbito', ...jsonContent(Ambito) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getAmbito(domainContext(c), c.req.valid('param').ambitoId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/ambitos',
      summary: 'Crea un ámbito',
      body: ambitoSchema.openapi('AmbitoDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveAmbito(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.ambitoCreado }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/ambitos/{ambitoId}',
      summary: 'Modifica un ámbito',
      params: AmbitoParams,
      body: ambitoSchema,
      description: 'Guardado',
      record: Ambito.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveAmbito(domainContext(c), c.req.valid('param').ambitoId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/ambitos/{ambitoId}',
      summary: 'Elimina un ámbito (se quita de manuales, bloques y estándares)',
      params: AmbitoParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeAmbito(domainContext(c), c.req.valid('param').ambitoId);
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
      const page = await listEtiquetas(domainContext(c), { query: toListQuery(q), tipoClave: q.tipoClave, texto: q.texto });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/etiquetas/{etiquetaId}',
      tags: [TAG],
      summary: 'Una etiqueta',
      request: { params: EtiquetaParams },
      responses: { 200: { description: 'La etiqueta', ...jsonContent(Etiqueta) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getEtiqueta(domainContext(c), c.req.valid('param').etiquetaId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/etiquetas',
      summary: 'Crea una etiqueta (el permiso depende del tipo)',
      body: etiquetaSchema.openapi('EtiquetaDatos'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveEtiqueta(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.etiquetaCreada }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/etiquetas/{etiquetaId}',
      summary: 'Modifica una etiqueta',
      params: EtiquetaParams,
      body: etiquetaSchema,
      description: 'Guardada',
      record: Etiqueta.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveEtiqueta(domainContext(c), c.req.valid('param').etiquetaId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/etiquetas/{etiquetaId}',
      summary: 'Elimina una etiqueta y la quita de todos los registros que la llevan',
      params: EtiquetaParams,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeEtiqueta(domainContext(c), c.req.valid('param').etiquetaId);
      return c.body(null, 204);
    },
  )
  .openapi(list('/paquetes', 'Paquetes de estándares', Paquete.partial()), async (c) => {
    const q = c.req.valid('query');
    return c.json(listEnvelope(await listPaquetes(domainContext(c), { query: toListQuery(q), texto: q.texto })), 200);
  })
  .openapi(
    createRoute({
      method: 'get',
      path: '/paquetes/{paqueteId}',
      tags: [TAG],
      summary: 'Un paquete',
      request: { params: PaqueteParams },
      responses: { 200: { description: 'El paquete', ...jsonContent(Paquete) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getPaquete(domainContext(c), c.req.valid('param').paqueteId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/paquetes',
      summary: 'Crea un paquete',
      body: paqueteSchema.openapi('PaqueteDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await savePaquete(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.paqueteCreado }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/paquetes/{paqueteId}',
      summary: 'Modifica un paquete',
      params: PaqueteParams,
      body: paqueteSchema,
      description: 'Guardado',
      record: Paquete.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await savePaquete(domainContext(c), c.req.valid('param').paqueteId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/paquetes/{paqueteId}',
      summary: 'Elimina un paquete (no si lo usa un manual publicado)',
      params: PaqueteParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removePaquete(domainContext(c), c.req.valid('param').paqueteId);
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
