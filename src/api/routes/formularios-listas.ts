import { z } from '@hono/zod-openapi';
import { listPreguntas } from '../../domain/catalogo/preguntas.ts';
import { listRespuestas } from '../../domain/catalogo/respuestas.ts';
import { listEnvelope, listQuery, toListQuery } from '../lists.ts';
import { catalogoReadDenied, idQuery, listRoute } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { Pregunta, Respuesta } from './formularios.ts';

const TAG = 'Formularios';

/**
 * The lists of questions and answers, with the same records as their reads of one
 * (GET /preguntas/{id}, GET /respuestas/{id}) and the paging, campos and orden of every list.
 */
export const formulariosListasRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/preguntas',
      summary: 'Lista de preguntas con sus respuestas, por formulario y orden',
      query: listQuery.extend({ formularioId: idQuery('Preguntas de este formulario') }),
      record: Pregunta.extend({ FormularioId: z.number().int() }).partial().openapi('PreguntaFila'),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listPreguntas(domainContext(c), { query: toListQuery(q), formularioId: q.formularioId });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    listRoute({
      tag: TAG,
      path: '/respuestas',
      summary: 'Lista de respuestas, por pregunta y orden',
      query: listQuery.extend({ preguntaId: idQuery('Respuestas de esta pregunta') }),
      record: Respuesta.extend({ PreguntaId: z.number().int() }).partial().openapi('RespuestaFila'),
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listRespuestas(domainContext(c), { query: toListQuery(q), preguntaId: q.preguntaId });
      return c.json(listEnvelope(page), 200);
    },
  );
