import { createRoute, z } from '@hono/zod-openapi';
import { validateUbicacion } from '../../domain/lookups/geografia.ts';
import { errorSchema } from '../lists.ts';
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
    request: { body: { required: true, content: { 'application/json': { schema: ubicacionSchema } } } },
    responses: {
      200: { description: 'Ubicación coherente', content: { 'application/json': { schema: ValidatedUbicacion } } },
      400: { description: 'Petición mal formada', content: { 'application/json': { schema: errorSchema } } },
      413: { description: 'Petición demasiado grande', content: { 'application/json': { schema: errorSchema } } },
      422: { description: 'Ubicación incoherente o inexistente', content: { 'application/json': { schema: errorSchema } } },
    },
  }),
  async (c) => c.json(await validateUbicacion(c.var.db, c.req.valid('json')), 200),
);
