import { z } from '@hono/zod-openapi';
import { getEstandar, listEstandares, loadEstandarRecord } from '../../domain/catalogo/estandares.ts';
import {
  reasignarAmbitosEstandar,
  reasignarEjemplosEstandar,
  reasignarEtiquetasEstandar,
} from '../../domain/catalogo/estandares-links.ts';
import { ordenarEstandares, removeEstandar, saveEstandar } from '../../domain/catalogo/estandares-save.ts';
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
  catalogoReadDenied,
  catalogoWriteReplies,
  createdRoute,
  EjemploRefSchema,
  EtiquetaRefSchema,
  getOneRoute,
  idParams,
  idQuery,
  listRoute,
  ManualRefSchema,
  RefSchema,
  readOneReplies,
  reassignRoute,
} from '../openapi-helpers.ts';
import { recordRoutes } from '../record-routes.ts';
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
const base = createRouter()
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
    getOneRoute({
      tag: TAG,
      path: '/estandares/{estandarId}',
      summary: 'Un estándar con su bloque, paquete, etiquetas, ámbitos, ejemplos y evidencias',
      params: Params,
      description: 'El estándar',
      record: Estandar,
      errors: readOneReplies(catalogoReadDenied, notFound),
    }),
    async (c) => c.json(await getEstandar(domainContext(c), c.req.valid('param').estandarId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/estandares',
      summary: 'Crea un estándar (con ejemploId, enlazado a ese ejemplo en la misma operación)',
      body: estandarCreateSchema.openapi('EstandarNuevo'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveEstandar(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.estandarCreado }, 201);
    },
  );

export const estandaresRoutes = recordRoutes(base, {
  tag: TAG,
  path: '/estandares/{estandarId}',
  param: 'estandarId',
  summaries: {
    update: 'Modifica un estándar (todos los campos del formulario)',
    remove: 'Elimina un estándar con sus evidencias y guías (solo en un manual en edición)',
  },
  body: estandarUpdateSchema.openapi('EstandarDatos'),
  record: Estandar,
  descriptions: { saved: 'Guardado', removed: 'Eliminado' },
  errors: writeErrors,
  save: async (ctx, id, input) => {
    await saveEstandar(ctx, id, input);
    return (await loadEstandarRecord(ctx.db, ctx.instancia.id, id)) as object;
  },
  remove: removeEstandar,
  ordenar: {
    path: '/estandares/ordenar',
    summary: 'Ordena los estándares de un bloque: orden 1, 2, 3… en el orden de ids',
    body: ordenarSchema.openapi('OrdenEstandares'),
    run: ordenarEstandares,
  },
})
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
