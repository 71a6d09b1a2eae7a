import { createRoute, z } from '@hono/zod-openapi';
import { getProcesoAbierto, pageProcesosAbiertos } from '../../domain/procesos-abiertos/abiertos.ts';
import { listEnvelope, listQuery } from '../lists.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { errorReply, idParams, jsonContent, listRoute, RefSchema } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Procesos abiertos';

const ProcesoAbierto = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Nombre: z.string(),
    FechaApertura: z.string().nullable(),
    FechaCierre: z.string().nullable(),
    Manual: z.object({
      Id: z.number().int(),
      Codigo: z.string(),
      Nombre: z.string(),
      Version: z.string(),
      Publico: z.boolean(),
    }),
    PlazoVigenciaAcreditacion: z.number().int().nullable().openapi({ description: 'Meses' }),
    Perfiles: z.array(z.object({ Id: z.number().int(), NombrePublico: z.string(), RequiereDatos: z.boolean() })),
    TiposFichero: z.array(
      z.object({
        Clave: z.string(),
        Nombre: z.string(),
        Descripcion: z.string().nullable(),
        LimiteTamano: z.number().int().nullable().openapi({ description: 'Bytes' }),
        LimiteFicheros: z.number().int().nullable(),
        Extensiones: z.array(z.string()),
        Ambitos: z.array(z.number().int()).openapi({ description: 'Ámbitos a los que se aplica; vacío = todos' }),
      }),
    ),
    Ambitos: z.array(RefSchema),
  })
  .openapi('ProcesoAbierto');

/**
 * Processes open today, for the public page and the
 * request wizard; public, with CORS for GET (src/api/app.ts). Internal file types are left out.
 */
export const procesosAbiertosRoutes = createRouter();

// The calls open today are the same for everyone: anonymous replies may be cached a minute
// (registered before the routes, so it wraps them).
// '/procesosAbiertos/*' also matches '/procesosAbiertos' in Hono: one registration for both.
procesosAbiertosRoutes.use('/procesosAbiertos/*', publicCache());

procesosAbiertosRoutes
  .openapi(
    listRoute({
      tag: TAG,
      path: '/procesosAbiertos',
      summary: 'Procesos abiertos hoy (primero los que cierran antes)',
      query: listQuery.omit({ campos: true, orden: true }),
      record: ProcesoAbierto,
      denied: {},
    }),
    async (c) => c.json(listEnvelope(await pageProcesosAbiertos(ctx(c), c.req.valid('query'))), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/procesosAbiertos/{procesoId}',
      tags: [TAG],
      summary: 'Un proceso abierto hoy, con lo que debe aportar la solicitud',
      request: { params: idParams('procesoId') },
      responses: {
        200: { description: 'Proceso abierto', ...jsonContent(ProcesoAbierto) },
        400: errorReply('Identificador no válido'),
        404: errorReply('No existe o no está abierto'),
      },
    }),
    async (c) => c.json(await getProcesoAbierto(ctx(c), c.req.valid('param').procesoId), 200),
  );
