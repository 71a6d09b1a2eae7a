import { createRoute, z } from '@hono/zod-openapi';
import { exportarManual } from '../../domain/catalogo/exportacion.ts';
import { importacionSchema, OPCIONES, OPCIONES_POR_DEFECTO, type Opciones } from '../../domain/catalogo/exportacion-schema.ts';
import { importarManual } from '../../domain/catalogo/importacion.ts';
import { getManual, listManuales } from '../../domain/catalogo/manuales.ts';
import {
  publicarManual,
  reasignarAmbitosManual,
  reasignarEtiquetasManual,
  removeManual,
  saveManual,
} from '../../domain/catalogo/manuales-save.ts';
import {
  ambitosReasignarSchema,
  etiquetasReasignarSchema,
  manualCreateSchema,
  manualUpdateSchema,
} from '../../domain/catalogo/manuales-schema.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  createdRoute,
  deletedRoute,
  deniedReplies,
  EtiquetaRefSchema,
  errorReply,
  idParams,
  idQuery,
  jsonContent,
  listRoute,
  RefSchema,
  readOneReplies,
  reassignRoute,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Manuales';
const denied = deniedReplies();
const writeErrors = writeReplies({
  404: 'El manual no existe',
  409: 'Manual publicado, transición no permitida o código y versión repetidos',
});
const ManualParams = idParams('manualId');

const booleanFilter = (description: string) => booleanQuery(description, t.booleanoNoValido);
const ManualesQuery = listQuery.extend({
  texto: textQuery('Código, nombre, versión o descripción'),
  estadoClave: z.enum(['edicion', 'vigente', 'obsoleto'], { error: t.estadoNoValido }).optional(),
  publico: booleanFilter('Solo públicos (true) o no públicos (false)'),
  etiquetaId: idQuery('Con esta etiqueta'),
  ambitoId: idQuery('Con este ámbito'),
});

const ExportQuery = z.object(
  Object.fromEntries(OPCIONES.map((o) => [o, booleanFilter(`Exportar ${o} (por defecto ${OPCIONES_POR_DEFECTO[o]})`)])) as Record<
    (typeof OPCIONES)[number],
    ReturnType<typeof booleanFilter>
  >,
);

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
        Ambitos: z.array(RefSchema),
      }),
    ),
    Ambitos: z.array(RefSchema),
    Etiquetas: z.array(EtiquetaRefSchema),
    Fichero: z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() }).nullable(),
    Auditoria: AuditoriaSchema,
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
const Saved = Manual.extend({ message: z.string() });

/** Manuals: CRUD, tags and scopes, publish, export and import (clone). */
export const manualesRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/manuales',
      summary: 'Lista de manuales con búsqueda y filtros',
      query: ManualesQuery,
      record: ManualFila,
      denied: denied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listManuales(domainContext(c), {
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
    createdRoute({
      tag: TAG,
      path: '/manuales/importar',
      summary: 'Crea un manual a partir de una exportación (clonar); codigo, nombre y version opcionales lo renombran',
      body: importacionSchema.openapi('ManualImportacion'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await importarManual(domainContext(c), c.req.valid('json'));
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
      responses: { 200: { description: 'El manual', ...jsonContent(Manual) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getManual(domainContext(c), c.req.valid('param').manualId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/manuales',
      summary: 'Crea un manual (en edición)',
      body: manualCreateSchema.openapi('ManualNuevo'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveManual(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.manualCreado }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/manuales/{manualId}',
      summary:
        'Modifica un manual; estadoClave vigente lo publica con las comprobaciones de «Publicar». Publicado, solo descripción, enlace, cierre, público y el paso a obsoleto',
      params: ManualParams,
      body: manualUpdateSchema.openapi('ManualDatos'),
      description: 'Guardado',
      record: Saved,
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveManual(domainContext(c), c.req.valid('param').manualId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/manuales/{manualId}',
      summary: 'Elimina un manual en edición con todo su contenido y sus ficheros',
      params: ManualParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeManual(domainContext(c), c.req.valid('param').manualId, getStorage(c.env));
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
      responses: { 200: { description: 'Publicado', ...jsonContent(Saved) }, ...writeErrors },
    }),
    async (c) => {
      const record = await publicarManual(domainContext(c), c.req.valid('param').manualId);
      return c.json({ message: t.manualPublicadoOk, ...record }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/manuales/{manualId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo MAN) del manual',
      params: ManualParams,
      body: etiquetasReasignarSchema.openapi('ManualEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardadas',
      errors: writeErrors,
    }),
    async (c) => {
      const saved = await reasignarEtiquetasManual(
        domainContext(c),
        c.req.valid('param').manualId,
        c.req.valid('json').etiquetas,
      );
      return c.json({ message: t.guardado, Etiquetas: saved }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/manuales/{manualId}/ambitos/reasignar',
      summary: 'Sustituye los ámbitos del manual',
      params: ManualParams,
      body: ambitosReasignarSchema.openapi('ReasignacionAmbitos'),
      field: 'Ambitos',
      item: RefSchema,
      description: 'Guardados',
      errors: writeErrors,
    }),
    async (c) => {
      const saved = await reasignarAmbitosManual(domainContext(c), c.req.valid('param').manualId, c.req.valid('json').ambitos);
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
        200: { description: 'Documento', ...jsonContent(importacionSchema.omit({ codigo: true, nombre: true, version: true })) },
        400: errorReply('Parámetros no válidos'),
        ...denied,
        404: errorReply('No existe'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const opciones = Object.fromEntries(OPCIONES.map((o) => [o, q[o] ?? OPCIONES_POR_DEFECTO[o]])) as Opciones;
      return c.json(await exportarManual(domainContext(c), c.req.valid('param').manualId, opciones), 200);
    },
  );
