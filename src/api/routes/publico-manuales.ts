import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getEjemploEstandar, getManualArbol, listManualesPublicos } from '../../domain/catalogo/publico.ts';
import type { DomainContext } from '../../domain/context.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Manuales públicos';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});

const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });

const Ref = z.object({ Id: z.number().int(), Titulo: z.string() });
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
  Ejemplos: z.array(Ref),
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
  Paquete: z.object({ Id: z.number().int(), Nombre: z.string() }).nullable(),
  Etiquetas: z.array(z.object({ Id: z.number().int(), Nombre: z.string(), Color: z.string() })),
  Ejemplos: z.array(Ref),
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
  Ambitos: z.array(z.object({ Id: z.number().int(), Nombre: z.string() })),
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
 * Public reads of the manuals (behaviour.md §2: manual, manual/publico/{ManualId?},
 * estandares/{EstandarId}/ejemplos/{EjemploId}). Anyone may call them; a manual that is not
 * public answers 404 unless the caller reads the catalogue (src/domain/catalogo/publico-acceso.ts).
 */
export const publicoManualesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/manuales',
      tags: [TAG],
      summary: 'Manuales públicos (publicados y marcados como públicos)',
      request: { query: listQuery.omit({ campos: true, orden: true }) },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(ManualPublico)) },
        400: error('Parámetros no válidos'),
      },
    }),
    async (c) => {
      const { pagina, registrosPorPagina } = c.req.valid('query');
      const todos = await listManualesPublicos(ctx(c));
      const start = (pagina - 1) * registrosPorPagina;
      const page = { records: todos.slice(start, start + registrosPorPagina), total: todos.length, pagina, registrosPorPagina };
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/manuales/{manualId}',
      tags: [TAG],
      summary: 'Un manual con sus bloques, estándares, evidencias y ejemplos',
      request: { params: z.object({ manualId: pathId('manualId') }) },
      responses: {
        200: { description: 'Manual', ...json(ManualArbol) },
        400: error('Identificador no válido'),
        404: error('No existe o no es público'),
      },
    }),
    async (c) => c.json(await getManualArbol(ctx(c), c.req.valid('param').manualId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/estandares/{estandarId}/ejemplos/{ejemploId}',
      tags: [TAG],
      summary: 'Un ejemplo de buenas prácticas de un estándar',
      request: { params: z.object({ estandarId: pathId('estandarId'), ejemploId: pathId('ejemploId') }) },
      responses: {
        200: { description: 'Ejemplo', ...json(EjemploPublico) },
        400: error('Identificador no válido'),
        404: error('No existe, no es de ese estándar o el manual no es público'),
      },
    }),
    async (c) => {
      const { estandarId, ejemploId } = c.req.valid('param');
      return c.json(await getEjemploEstandar(ctx(c), estandarId, ejemploId), 200);
    },
  );
