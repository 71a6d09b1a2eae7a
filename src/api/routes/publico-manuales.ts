import { createRoute, z } from '@hono/zod-openapi';
import { getEjemploEstandar, getManualArbol, listManualesPublicos } from '../../domain/catalogo/publico.ts';
import { pageInMemory } from '../../domain/listing.ts';
import { listEnvelope, listQuery } from '../lists.ts';
import { publicCache } from '../middleware/public-cache.ts';
import {
  EjemploRefSchema,
  EtiquetaRefSchema,
  errorReply,
  jsonContent,
  listRoute,
  pathIdParam,
  RefSchema,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Manuales públicos';

const Fichero = z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() }).nullable();
const ManualPublico = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Nombre: z.string(),
    Version: z.string(),
    Descripcion: z.string().nullable(),
    Enlace: z.string().nullable(),
    EstadoClave: z.string(),
    Estado: z.object({ Clave: z.string(), Nombre: z.string(), Color: z.string() }),
    Publico: z.boolean(),
    FechaPublicacion: z.string().nullable(),
    FechaCierre: z.string().nullable(),
    Fichero,
  })
  .openapi('ManualPublico');
const Evidencia = z.object({
  Id: z.number().int(),
  Codigo: z.string(),
  Descripcion: z.string(),
  Esencial: z.boolean(),
  Minimo: z.number().int(),
  Observaciones: z.string().nullable(),
  Orden: z.number().int(),
  Ejemplos: z.array(EjemploRefSchema),
});
const Estandar = z.object({
  Id: z.number().int(),
  Codigo: z.string(),
  Descripcion: z.string(),
  Proposito: z.string().nullable(),
  Observaciones: z.string().nullable(),
  Esencial: z.boolean(),
  Minimo: z.number().int(),
  Orden: z.number().int(),
  Paquete: RefSchema.nullable(),
  Etiquetas: z.array(EtiquetaRefSchema),
  Ejemplos: z.array(EjemploRefSchema),
  Evidencias: z.array(Evidencia),
});
const Bloque = z.object({
  Id: z.number().int(),
  Codigo: z.string().nullable(),
  Nombre: z.string().nullable(),
  Descripcion: z.string().nullable(),
  Color: z.string().nullable(),
  Orden: z.number().int(),
  Estandares: z.array(Estandar),
});
const ManualArbol = ManualPublico.extend({
  Ambitos: z.array(RefSchema),
  Bloques: z.array(Bloque),
}).openapi('ManualArbol');
const EjemploPublico = z
  .object({
    Id: z.number().int(),
    Titulo: z.string(),
    Autor: z.string().nullable(),
    Referencia: z.string().nullable(),
    Descripcion: z.string().nullable().openapi({ description: 'HTML saneado' }),
    Texto: z.string().nullable(),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }),
    Manual: z.object({ Id: z.number().int(), Nombre: z.string(), Version: z.string() }),
  })
  .openapi('EjemploPublico');

/**
 * Public reads of the manuals (pages manual, manual/publico/{ManualId?},
 * estandares/{EstandarId}/ejemplos/{EjemploId}). Anyone may call them; a manual that is not
 * public answers 404 unless the caller reads the catalogue (src/domain/catalogo/publico-acceso.ts).
 */
export const publicoManualesRoutes = createRouter();

// Only its own paths: other public routes under /publico (the register) keep under their own stamp.
const cacheCatalogo = publicCache({ sello: 'catalogo' });
// '/x/*' also matches '/x' in Hono: the list and its sub-paths under one registration each.
for (const p of ['/publico/manuales/*', '/publico/estandares/*']) publicoManualesRoutes.use(p, cacheCatalogo);

publicoManualesRoutes
  .openapi(
    listRoute({
      tag: TAG,
      path: '/publico/manuales',
      summary: 'Manuales públicos (publicados y marcados como públicos)',
      query: listQuery.omit({ campos: true, orden: true }),
      record: ManualPublico,
      denied: {},
    }),
    async (c) => {
      // Public manuals are few: read whole, paged here.
      const page = pageInMemory(await listManualesPublicos(domainContext(c)), c.req.valid('query'));
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/manuales/{manualId}',
      tags: [TAG],
      summary: 'Un manual con sus bloques, estándares, evidencias y ejemplos',
      request: { params: z.object({ manualId: pathIdParam('manualId') }) },
      responses: {
        200: { description: 'Manual', ...jsonContent(ManualArbol) },
        400: errorReply('Identificador no válido'),
        404: errorReply('No existe o no es público'),
      },
    }),
    async (c) => c.json(await getManualArbol(domainContext(c), c.req.valid('param').manualId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/estandares/{estandarId}/ejemplos/{ejemploId}',
      tags: [TAG],
      summary: 'Un ejemplo de buenas prácticas de un estándar',
      request: { params: z.object({ estandarId: pathIdParam('estandarId'), ejemploId: pathIdParam('ejemploId') }) },
      responses: {
        200: { description: 'Ejemplo', ...jsonContent(EjemploPublico) },
        400: errorReply('Identificador no válido'),
        404: errorReply('No existe, no es de ese estándar o el manual no es público'),
      },
    }),
    async (c) => {
      const { estandarId, ejemploId } = c.req.valid('param');
      return c.json(await getEjemploEstandar(domainContext(c), estandarId, ejemploId), 200);
    },
  );
