import { createRoute, type z } from '@hono/zod-openapi';
import { getAutoevaluacion, listAutoevaluacionesProyecto } from '../../domain/autoevaluacion/lectura.ts';
import { listMisProyectos } from '../../domain/mis-proyectos/mios.ts';
import { listEnvelope, listQuery, listQuerySchema, listResponseSchema, toListQuery } from '../lists.ts';
import {
  deniedReplies,
  errorReply,
  getOneRoute,
  idParams,
  idQuery,
  jsonContent,
  listRoute,
  readOneReplies,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { AutoevaluacionSchema, MiProyectoSchema } from '../schemas/autoevaluacion.ts';

const TAG = 'Autoevaluaciones';
const notFound = { 404: errorReply('El proyecto no existe o no forma parte de su equipo') };
/** The spec lists a project's self-assessments 100 a page. */
const autoevaluacionesQuery = listQuerySchema({ max: 100, defaultSize: 100 });

/** A list of a project's self-assessments: the project id in the path, paging in the query. */
function listConProyecto<P extends string, Q extends z.ZodObject>(opts: { path: P; summary: string; query: Q; denied: string }) {
  return createRoute({
    method: 'get',
    path: opts.path,
    tags: [TAG],
    summary: opts.summary,
    request: { params: idParams('proyectoId'), query: opts.query },
    responses: {
      200: { description: 'Lista', ...jsonContent(listResponseSchema(AutoevaluacionSchema)) },
      400: errorReply('Parámetros no válidos'),
      ...deniedReplies(opts.denied),
      ...notFound,
    },
  });
}

/** Self-assessments: one by id, a project's, and the signed-in user's own projects. */
export const autoevaluacionesRoutes = createRouter()
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}',
      summary: 'Una autoevaluación con sus cifras (PorcentajeCumple, NumeroCumple, Total, NumeroEvaluado)',
      params: idParams('autoevaluacionId'),
      description: 'La autoevaluación',
      record: AutoevaluacionSchema,
      errors: readOneReplies(deniedReplies('Sin HISTORICO ni AE'), 'La autoevaluación no existe'),
    }),
    async (c) => c.json(await getAutoevaluacion(domainContext(c), c.req.valid('param').autoevaluacionId), 200),
  )
  .openapi(
    listConProyecto({
      path: '/proyectos/{proyectoId}/autoevaluaciones',
      summary: 'Autoevaluaciones de un proyecto (HISTORICO ve todas; un equipo, las de su proyecto)',
      query: autoevaluacionesQuery.extend({ usuarioId: idQuery('Solo si este usuario forma parte del equipo') }),
      denied: 'Sin HISTORICO ni AE',
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listAutoevaluacionesProyecto(domainContext(c), c.req.valid('param').proyectoId, {
        query: toListQuery(q),
        usuarioId: q.usuarioId,
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    listRoute({
      tag: TAG,
      path: '/yo/proyectos',
      summary: 'Proyectos en los que trabaja el usuario, con su autoevaluación actual',
      query: listQuery,
      record: MiProyectoSchema,
      denied: { 401: errorReply('Sin sesión') },
    }),
    async (c) =>
      c.json(listEnvelope(await listMisProyectos(domainContext(c), { query: toListQuery(c.req.valid('query')) })), 200),
  )
  .openapi(
    listConProyecto({
      path: '/yo/proyectos/{proyectoId}/autoevaluaciones',
      summary: 'Autoevaluaciones de uno de los proyectos del usuario',
      query: autoevaluacionesQuery,
      denied: 'Sin AE en el proyecto',
    }),
    async (c) => {
      const page = await listAutoevaluacionesProyecto(domainContext(c), c.req.valid('param').proyectoId, {
        query: toListQuery(c.req.valid('query')),
        soloPropias: true,
      });
      return c.json(listEnvelope(page), 200);
    },
  );
