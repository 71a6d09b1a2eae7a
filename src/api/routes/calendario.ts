import { createRoute, z } from '@hono/zod-openapi';
import { eventosDeAutoevaluacion } from '../../domain/planificacion/eventos.ts';
import { icsDe } from '../../domain/planificacion/ics.ts';
import {
  eventosDeSuscripcion,
  generarSuscripcion,
  getSuscripcion,
  revocarSuscripcion,
} from '../../domain/planificacion/suscripcion.ts';
import { errores } from '../../i18n/errores.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deniedReplies, errorReply, getOneRoute, idParams, jsonContent, readOneReplies } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Calendario';

const Evento = z
  .object({
    Id: z.string(),
    TipoClave: z.string().openapi({ description: 'TAREA, auto_ini, auto_limite, auto_fin, auto_presen, auto_visita' }),
    Titulo: z.string(),
    Descripcion: z.string().nullable(),
    FechaInicio: z.string(),
    FechaFin: z.string(),
    Clase: z.string().openapi({ description: 'tarea-conseguida, tarea-pendiente o la clave del hito' }),
    Hito: z.boolean(),
    AutoevaluacionId: z.number().int(),
    TareaId: z.number().int().nullable(),
  })
  .openapi('EventoCalendario');
const Suscripcion = z.object({ Activo: z.boolean(), Fecha: z.string().nullable() }).openapi('CalendarioSuscripcion');

/** The calendar of a self-assessment and the user's private ICS feed. */
export const calendarioRoutes = createRouter()
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/autoevaluaciones/{autoevaluacionId}/calendario',
      summary: 'Tareas con fecha límite e hitos de la autoevaluación (eventos del calendario)',
      params: idParams('autoevaluacionId'),
      description: 'Eventos',
      record: z.object({ Registros: z.array(Evento) }),
      errors: readOneReplies(deniedReplies('Sin AE_APORTACION en el proyecto ni HISTORICO'), 'La autoevaluación no existe'),
    }),
    async (c) => {
      const eventos = await eventosDeAutoevaluacion(ctx(c), c.req.valid('param').autoevaluacionId);
      return c.json({ Registros: eventos.map(({ Tarea, ...e }) => ({ ...e, TareaId: Tarea?.Id ?? null })) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/yo/calendario',
      tags: [TAG],
      summary: 'Si el usuario tiene un enlace de suscripción activo (el enlace no se guarda: solo se muestra al generarlo)',
      responses: { 200: { description: 'Estado', ...jsonContent(Suscripcion) }, 401: errorReply('Sin sesión') },
    }),
    async (c) => c.json(await getSuscripcion(ctx(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/yo/calendario',
      tags: [TAG],
      summary: 'Genera un enlace secreto nuevo para suscribirse al calendario (revoca el anterior)',
      responses: {
        201: {
          description: 'Generado: copie el enlace ahora',
          ...jsonContent(z.object({ message: z.string(), Url: z.string(), Fecha: z.string() })),
        },
        401: errorReply('Sin sesión'),
      },
    }),
    async (c) => {
      const { token, Fecha } = await generarSuscripcion(ctx(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ message: errores.exito, Url: `${publicOrigin(c.env)}/api/calendario/ics/${token}`, Fecha }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/yo/calendario',
      tags: [TAG],
      summary: 'Revoca el enlace de suscripción',
      responses: { 204: { description: 'Revocado' }, 401: errorReply('Sin sesión') },
    }),
    async (c) => {
      await revocarSuscripcion(ctx(c));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/calendario/ics/{token}',
      tags: [TAG],
      summary: 'El calendario privado del usuario (iCalendar), sin sesión: el enlace secreto es la credencial',
      request: {
        params: z.object({
          token: z
            .string()
            .max(100)
            .openapi({ param: { name: 'token', in: 'path' } }),
        }),
      },
      responses: {
        200: { description: 'iCalendar', content: { 'text/calendar': { schema: z.string() } } },
        404: errorReply('Enlace no válido o revocado'),
      },
    }),
    async (c) => {
      const eventos = await eventosDeSuscripcion(ctx(c), c.req.valid('param').token);
      const origen = publicOrigin(c.env);
      const ics = icsDe(eventos, { base: origen, dominio: new URL(origen).hostname });
      return c.body(ics, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="acredita.ics"',
        // The URL is a credential and the feed personal: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      });
    },
  );
