import { createRoute, z } from '@hono/zod-openapi';
import { validateUbicacion } from '../../domain/lookups/geografia.ts';
import { errorReply, jsonBody, jsonContent } from '../openapi-helpers.ts';
import { createRouter } from '../router.ts';
import { ubicacionSchema } from '../schemas/ubicacion.ts';

const ValidatedUbicacion = z
  .object({
    Provincia: z.object({ Id: z.number().int(), Nombre: z.string() }),
    Municipio: z.object({ Id: z.number().int(), Nombre: z.string() }),
    Localidad: z.object({ Id: z.number().int(), Nombre: z.string() }).nullable(),
  })
  .openapi('UbicacionValidada');

/** Lets forms confirm a province/municipality/locality triple with the server's rule. */
export const ubicacionesRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/ubicaciones/validar',
    tags: ['Tablas de referencia'],
    summary: 'Comprueba que municipio y localidad corresponden a la provincia',
    request: jsonBody(ubicacionSchema),
    responses: {
      200: { description: 'Ubicación coherente', ...jsonContent(ValidatedUbicacion) },
      400: errorReply('Petición mal formada'),
      413: errorReply('Petición demasiado grande'),
      422: errorReply('Ubicación incoherente o inexistente'),
    },
  }),
  async (c) => c.json(await validateUbicacion(c.var.db, c.req.valid('json')), 200),
);
