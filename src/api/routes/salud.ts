import { createRoute, z } from '@hono/zod-openapi';
import { checkSalud } from '../../domain/salud.ts';
import { createRouter } from '../router.ts';

const Salud = z
  .object({
    estado: z.enum(['ok', 'error']),
    baseDeDatos: z.enum(['ok', 'error']),
    latenciaMs: z.number(),
    fecha: z.string(),
    instancia: z.string(),
    tareasProgramadas: z.object({ ultimaEjecucion: z.string().nullable(), ejecuciones: z.number().int() }),
  })
  .openapi('Salud');

export const saludRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/salud',
    tags: ['Sistema'],
    summary: 'Estado del servicio y de la base de datos',
    responses: {
      200: { description: 'Servicio operativo', content: { 'application/json': { schema: Salud } } },
      503: { description: 'Base de datos inaccesible', content: { 'application/json': { schema: Salud } } },
    },
  }),
  async (c) => {
    const salud = await checkSalud(c.var.db, c.var.clock);
    const body = { ...salud, instancia: c.var.instancia.id };
    return salud.estado === 'ok' ? c.json(body, 200) : c.json(body, 503);
  },
);
