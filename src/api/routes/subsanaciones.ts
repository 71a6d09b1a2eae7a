import { createRoute, z } from '@hono/zod-openapi';
import { abrirSubsanacion } from '../../domain/subsanacion/apertura.ts';
import { reenviarSubsanacion, responderEstandar } from '../../domain/subsanacion/equipo.ts';
import { listarSubsanaciones } from '../../domain/subsanacion/lectura.ts';
import { abrirSubsanacionSchema, respuestaSubsanacionSchema } from '../../domain/subsanacion/schema.ts';
import { subsanacionApi as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { errores } from '../../i18n/errores.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import {
  CreatedSchema,
  deniedReplies,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  MessageOnlySchema,
  pathIdParam,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';

// The correction round (subsanación): new calls in the spec's style. The
// evaluation's head opens a round on the evaluation (an autoevaluacion record of phase type
// EVA); both sides read the rounds from either record; the team answers each returned
// standard and resubmits. Rules in access/rules-subsanaciones.ts.

const TAG = 'Autoevaluaciones: subsanación';

const Persona = z.object({ Fecha: z.string(), UsuarioNombre: z.string().nullable() });
const RondaSchema = z
  .object({
    Id: z.number().int(),
    Numero: z.number().int(),
    EvaluacionId: z.number().int(),
    AutoevaluacionId: z.number().int(),
    FechaLimite: z.string(),
    Estado: z.string().openapi({ description: 'ABIERTA, REENVIADA o CADUCADA' }),
    Apertura: Persona,
    Cierre: Persona.nullable(),
    Estandares: z.array(
      z.object({
        EstandarId: z.number().int(),
        Codigo: z.string(),
        Descripcion: z.string(),
        Comentario: z.string(),
        Respuesta: z.string().nullable(),
        RespuestaFecha: z.string().nullable(),
        RespuestaUsuarioNombre: z.string().nullable(),
        Version: z.number().int(),
      }),
    ),
  })
  .openapi('Subsanacion');

const EstandarParams = z.object({ id: pathIdParam('id'), estandarId: pathIdParam('estandarId') });

export const subsanacionesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/subsanaciones',
      tags: [TAG],
      summary: 'Las rondas de subsanación de una evaluación (o de la autoevaluación que devolvió), la más reciente primero',
      request: {
        params: idParams('autoevaluacionId'),
        query: z.object({ estandarId: idQuery('Solo las rondas que devolvieron este estándar') }),
      },
      responses: {
        200: {
          description: 'Las rondas',
          ...jsonContent(z.object({ Registros: z.array(RondaSchema), NumeroRegistros: z.number().int() })),
        },
        ...readOneReplies(deniedReplies('Sin AE en el proyecto'), 'La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const { estandarId } = c.req.valid('query');
      return c.json(await listarSubsanaciones(domainContext(c), c.req.valid('param').autoevaluacionId, { estandarId }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/subsanaciones',
      tags: [TAG],
      summary:
        'Devuelve la evaluación al centro: estándares que subsanar con un comentario y fecha límite (aaaa-mm-dd o dd/mm/aaaa; por defecto, dos meses)',
      request: { params: idParams('autoevaluacionId'), ...jsonBody(abrirSubsanacionSchema.openapi('SubsanacionDatos')) },
      responses: {
        201: { description: 'Abierta', ...jsonContent(CreatedSchema) },
        ...writeReplies({
          403: 'Sin INF_EVAL (escritura) en el proyecto',
          404: 'La evaluación no existe',
          409: 'Ya hay una ronda abierta, la evaluación está publicada o no está en curso',
        }),
      },
    }),
    async (c) => {
      const { id } = await abrirSubsanacion(
        domainContext(c),
        c.req.valid('param').autoevaluacionId,
        c.req.valid('json'),
        publicOrigin(c.env),
      );
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ Id: id, message: t.creada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/autoevaluaciones/subsanaciones/{id}/estandares/{estandarId}',
      tags: [TAG],
      summary: 'La respuesta del centro al comentario de un estándar devuelto',
      request: { params: EstandarParams, ...jsonBody(respuestaSubsanacionSchema.openapi('SubsanacionRespuesta')) },
      responses: {
        200: { description: 'Guardada', ...jsonContent(MessageOnlySchema) },
        ...writeReplies({
          403: 'Sin AE_APORTACION en el proyecto',
          404: 'La subsanación o el estándar no existen',
          409: 'La ronda está cerrada o vencida, o el estándar no se devolvió',
        }),
      },
    }),
    async (c) => {
      const p = c.req.valid('param');
      await responderEstandar(domainContext(c), p.id, p.estandarId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/subsanaciones/{id}/reenviar',
      tags: [TAG],
      summary: 'El centro reenvía la subsanación: la ronda se cierra y la evaluación continúa',
      request: { params: idParams('id') },
      responses: {
        200: { description: 'Reenviada', ...jsonContent(MessageOnlySchema) },
        ...writeReplies({
          403: 'Sin AE_FIN en el proyecto',
          404: 'La subsanación no existe',
          409: 'La ronda ya está cerrada o vencida',
        }),
      },
    }),
    async (c) => {
      await reenviarSubsanacion(domainContext(c), c.req.valid('param').id);
      return c.json({ message: t.reenviada }, 200);
    },
  );
