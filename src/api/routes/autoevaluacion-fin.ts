import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getFaltas } from '../../domain/autoevaluacion/fin.ts';
import { getAutoevaluacion } from '../../domain/autoevaluacion/lectura.ts';
import { finalizarFase } from '../../domain/evaluacion/finalizacion.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { deniedReplies, errorReply, idParams, jsonContent, readOneReplies } from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { AutoevaluacionSchema } from '../schemas/autoevaluacion.ts';
import type { ApiEnv } from '../types.ts';

// Finishing a self-assessment ("autoevaluaciones/{id}/finalizar, sent as an update"):
// PUT and PATCH both finish (the spec names the verb only as "an update"); GET says what is
// missing first. The domain decides what finishing means for the record: a self-assessment
// finishes, an evaluation publishes (src/domain/evaluacion/finalizacion.ts). Rules in
// access/rules-autoevaluacion-equipo.ts.

const TAG = 'Autoevaluaciones: finalización';

const Falta = z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string(), Estado: z.string() });
const Faltas = z
  .object({
    SinEvaluar: z.array(Falta),
    SinJustificacion: z.array(Falta),
    MinimosNoAlcanzados: z.array(Falta.extend({ Minimo: z.number().int(), EvidenciasCumplidas: z.number().int() })),
    MinimoProceso: z.object({ Requerido: z.number().int(), Cumplidos: z.number().int() }).nullable(),
    PuedeFinalizar: z.boolean(),
  })
  .openapi('FaltasFinalizacion', {
    description: 'SinEvaluar y SinJustificacion impiden finalizar; MinimosNoAlcanzados y MinimoProceso solo avisan',
  });

const Finalizada = z.object({ message: z.string(), Autoevaluacion: AutoevaluacionSchema });

/** Both verbs' reply: the domain closes the record's phase, the outbox sends its mails, the record as it is now. */
async function finalizarReply(c: Context<ApiEnv>, id: number) {
  const ctx = domainContext(c);
  const { mensaje } = await finalizarFase(ctx, id, publicOrigin(c.env));
  deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
  return c.json({ message: mensaje, Autoevaluacion: await getAutoevaluacion(ctx, id) }, 200);
}

const finalizar = (method: 'put' | 'patch') =>
  createRoute({
    method,
    path: '/autoevaluaciones/{autoevaluacionId}/finalizar',
    tags: [TAG],
    summary:
      'Finaliza la autoevaluación: pasa a FIN, el proyecto a evaluación y se avisa al equipo evaluador y al tutor. En una evaluación (fase EVA) publica el resultado: ACR o NO_ACR con su nivel, el proyecto pasa a FIN-INI o FIN-SEG y se avisa al equipo del centro',
    request: { params: idParams('autoevaluacionId') },
    responses: {
      200: { description: 'Finalizada', ...jsonContent(Finalizada) },
      400: errorReply('Identificador no válido'),
      ...deniedReplies('Sin AE_FIN (INF_EVAL de escritura en una evaluación) en el proyecto, o no es el responsable del proceso'),
      404: errorReply('La autoevaluación no existe'),
      409: errorReply('Ya finalizada o publicada, o faltan estándares por evaluar o justificar, o (evaluación) el informe'),
    },
  });

export const autoevaluacionFinRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/finalizar',
      tags: [TAG],
      summary: 'Lo que falta para finalizar: estándares sin evaluar o sin justificar (impiden) y mínimos no alcanzados (avisan)',
      request: { params: idParams('autoevaluacionId') },
      responses: {
        200: { description: 'Lo que falta', ...jsonContent(Faltas) },
        ...readOneReplies(deniedReplies('Sin AE_FIN ni HISTORICO'), 'La autoevaluación no existe'),
      },
    }),
    async (c) => c.json(await getFaltas(domainContext(c), c.req.valid('param').autoevaluacionId), 200),
  )
  .openapi(finalizar('put'), (c) => finalizarReply(c, c.req.valid('param').autoevaluacionId))
  .openapi(finalizar('patch'), (c) => finalizarReply(c, c.req.valid('param').autoevaluacionId));
