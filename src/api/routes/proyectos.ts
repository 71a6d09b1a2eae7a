import { z } from '@hono/zod-openapi';
import { listProyectos } from '../../domain/proyectos/opciones.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { deniedReplies, listRoute } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const ProyectoOpcion = z
  .object({ Id: z.number().int(), Codigo: z.string(), Centro: z.string().openapi({ description: 'Nombre del centro' }) })
  .openapi('ProyectoOpcion');

/**
 * GET /proyectos as the spec's project lookup: projects by code and centre, for
 * pickers (the invitation form). The projects list with its filters belongs to the projects area.
 */
export const proyectosRoutes = createRouter().openapi(
  listRoute({
    tag: 'Proyectos',
    path: '/proyectos',
    summary: 'Proyectos por código y centro (búsqueda para elegir uno)',
    query: listQuery.extend({ texto: textQuery('Código del proyecto o nombre del centro') }),
    record: ProyectoOpcion,
    denied: deniedReplies('Sin HISTORICO ni PERSONAS'),
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listProyectos(domainContext(c), { query: toListQuery(q), texto: q.texto });
    return c.json(listEnvelope(page), 200);
  },
);
