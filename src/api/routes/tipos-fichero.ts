import { z } from '@hono/zod-openapi';
import { TipoFichero } from '../../domain/procesos/registro-schema.ts';
import { listTiposFichero } from '../../domain/procesos/tipos-fichero.ts';
import { listEnvelope, listQuery, toListQuery } from '../lists.ts';
import { deniedReplies, idQuery, listRoute } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TipoFicheroFila = TipoFichero.extend({
  ProcesoId: z.number().int(),
  Proceso: z.object({ Id: z.number().int(), Codigo: z.string(), Nombre: z.string() }),
})
  .partial()
  .openapi('TipoFicheroFila');

/** The list of file types across processes: the records GET /tiposFichero/{clave} answers, with their process. */
export const tiposFicheroRoutes = createRouter().openapi(
  listRoute({
    tag: 'Procesos',
    path: '/tiposFichero',
    summary: 'Lista de tipos de fichero de los procesos (con su proceso), por proceso y orden',
    query: listQuery.extend({ procesoId: idQuery('Tipos de fichero de este proceso') }),
    record: TipoFicheroFila,
    denied: deniedReplies('Sin GEST_PROCESOS ni GEST_SOLICITUDES'),
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listTiposFichero(domainContext(c), { query: toListQuery(q), procesoId: q.procesoId });
    return c.json(listEnvelope(page), 200);
  },
);
