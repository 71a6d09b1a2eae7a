import { createRoute, z } from '@hono/zod-openapi';
import { listResponsables, PERFILES_RESPONSABLE } from '../../domain/solicitudes/responsables.ts';
import { listEnvelope, listResponseSchema } from '../lists.ts';
import { deniedReplies, errorReply, jsonContent } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Solicitudes';

const Responsable = z.object({ Id: z.number().int(), NombreCompleto: z.string() }).openapi('SolicitudResponsable');
const ResponsablesQuery = z.object({
  // Checked by the domain (422 with the field's message) rather than here (a query's syntax is a 400).
  perfilClave: z
    .string()
    .max(40)
    .optional()
    .openapi({
      enum: [...PERFILES_RESPONSABLE],
      description: 'GEST_PROY (referentes o tutores) o GEST_SOLIC (responsables administrativos)',
    }),
});

/** Extra calls the requests management pages need (mounted before solicitudesRoutes: fixed sub-paths). */
export const solicitudesGestionRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/solicitudes/responsables',
    tags: [TAG],
    summary: 'Usuarios que pueden ser referente (GEST_PROY) o responsable administrativo (GEST_SOLIC) de una solicitud',
    request: { query: ResponsablesQuery },
    responses: {
      200: { description: 'Los usuarios activos con ese perfil, por apellidos', ...jsonContent(listResponseSchema(Responsable)) },
      ...deniedReplies('Sin el permiso GEST_SOLICITUDES'),
      422: errorReply('Perfil no válido (GEST_PROY o GEST_SOLIC)'),
    },
  }),
  async (c) => {
    const records = await listResponsables(ctx(c), c.req.valid('query').perfilClave);
    // The whole list in one page: a handful of staff users, for a select.
    return c.json(
      listEnvelope({ records, total: records.length, pagina: 1, registrosPorPagina: Math.max(1, records.length) }),
      200,
    );
  },
);
