import { createRoute, z } from '@hono/zod-openapi';
import {
  asignarPaquete,
  reasignarEstandaresUsuario,
  reasignarUsuariosEstandar,
} from '../../domain/autoevaluacion/asignaciones.ts';
import { saveAutoevaluacion } from '../../domain/autoevaluacion/edicion.ts';
import { listUsuariosAutoevaluacion, removeUsuarioAutoevaluacion } from '../../domain/autoevaluacion/equipo.ts';
import {
  autoevaluacionUpdateSchema,
  estandaresUsuarioSchema,
  invitacionEquipoSchema,
  paqueteUsuarioSchema,
  sustitucionSchema,
  usuariosEstandarSchema,
} from '../../domain/autoevaluacion/equipo-schema.ts';
import { invitarMiembro, sustituirGestor } from '../../domain/autoevaluacion/invitaciones.ts';
import { getAutoevaluacion } from '../../domain/autoevaluacion/lectura.ts';
import { autoevaluacionEquipo as t } from '../../i18n/autoevaluacion-equipo.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { listEnvelope, listQuery, listResponseSchema, toListQuery } from '../lists.ts';
import { deniedReplies, errorReply, jsonBody, jsonContent, pathIdParam, writeReplies } from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { AutoevaluacionSchema } from '../schemas/autoevaluacion.ts';

// The team of a self-assessment: members, invitations to join or to replace the
// manager, standards and packages assigned, the self-assessment's dates. Rules in
// access/rules-autoevaluacion-equipo.ts; the domain adds the project scope and the
// process-manager rule (src/domain/autoevaluacion/gestor.ts).

const TAG = 'Autoevaluaciones: equipo';
const params = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, pathIdParam(n)])) as Record<K, ReturnType<typeof pathIdParam>>);

const Miembro = z
  .object({
    Id: z.number().int(),
    Nombre: z.string(),
    Apellido1: z.string(),
    Apellido2: z.string().nullable(),
    NombreCompleto: z.string(),
    Email: z.string(),
    Activo: z.boolean(),
    Perfiles: z.array(z.object({ Id: z.number().int(), Clave: z.string(), NombrePublico: z.string() })),
    Estandares: z.array(z.object({ Id: z.number().int(), Codigo: z.string() })),
    EsGestor: z.boolean(),
    EsResponsable: z.boolean(),
  })
  .openapi('MiembroEquipo');

const Invitada = z
  .object({ statusCode: z.literal(201), Id: z.number().int(), message: z.string() })
  .openapi('InvitacionEquipoCreada');

const replies = writeReplies({
  403: 'Sin AE_EQUIPO en el proyecto, o no es el responsable del proceso',
  404: 'La autoevaluación, el usuario o el estándar no existen en ella',
  409: 'La autoevaluación ya no admite cambios, o el cambio dejaría el equipo sin representante',
});

const Ids = z.object({ message: z.string(), Ids: z.array(z.number().int()) });

export const autoevaluacionEquipoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/usuarios',
      tags: [TAG],
      summary: 'Miembros del equipo con sus perfiles del proyecto y sus estándares asignados',
      request: { params: params('autoevaluacionId'), query: listQuery },
      responses: {
        200: { description: 'Lista', ...jsonContent(listResponseSchema(Miembro)) },
        400: errorReply('Parámetros no válidos'),
        ...deniedReplies('Sin AE ni HISTORICO'),
        404: errorReply('La autoevaluación no existe'),
      },
    }),
    async (c) => {
      const page = await listUsuariosAutoevaluacion(
        domainContext(c),
        c.req.valid('param').autoevaluacionId,
        toListQuery(c.req.valid('query')),
      );
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/usuarios',
      tags: [TAG],
      summary: 'Invita a una persona al equipo (usuario/alta): invitación de 48 horas con un perfil del equipo',
      request: { params: params('autoevaluacionId'), ...jsonBody(invitacionEquipoSchema) },
      responses: { 201: { description: 'Invitación enviada', ...jsonContent(Invitada) }, ...replies },
    }),
    async (c) => {
      const id = await invitarMiembro(domainContext(c), c.req.valid('param').autoevaluacionId, c.req.valid('json'), {
        origin: publicOrigin(c.env),
      });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ statusCode: 201 as const, Id: id, message: t.invitacionEnviada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/usuarios/sustitucion',
      tags: [TAG],
      summary: 'Invita a quien sustituye al representante; al aceptar, el sustituido deja de serlo',
      request: { params: params('autoevaluacionId'), ...jsonBody(sustitucionSchema) },
      responses: { 201: { description: 'Invitación enviada', ...jsonContent(Invitada) }, ...replies },
    }),
    async (c) => {
      const id = await sustituirGestor(domainContext(c), c.req.valid('param').autoevaluacionId, c.req.valid('json'), {
        origin: publicOrigin(c.env),
      });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ statusCode: 201 as const, Id: id, message: t.invitacionEnviada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Quita a un miembro del equipo (nunca al último representante)',
      request: { params: params('autoevaluacionId', 'usuarioId') },
      responses: { 204: { description: 'Quitado' }, ...replies },
    }),
    async (c) => {
      const p = c.req.valid('param');
      await removeUsuarioAutoevaluacion(domainContext(c), p.autoevaluacionId, p.usuarioId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/estandares/{estandarId}/usuarios/reasignar',
      tags: [TAG],
      summary: 'Sustituye los usuarios asignados a un estándar (usuarios u objetoUsuarios)',
      request: { params: params('autoevaluacionId', 'estandarId'), ...jsonBody(usuariosEstandarSchema) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Ids) }, ...replies },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const ids = await reasignarUsuariosEstandar(
        domainContext(c),
        p.autoevaluacionId,
        p.estandarId,
        c.req.valid('json').usuarios,
      );
      return c.json({ message: t.asignacionGuardada, Ids: ids }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/usuarios/{usuarioId}/estandares/reasignar',
      tags: [TAG],
      summary: 'Sustituye los estándares asignados a un miembro (estandares u objetoEstandares)',
      request: { params: params('autoevaluacionId', 'usuarioId'), ...jsonBody(estandaresUsuarioSchema) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Ids) }, ...replies },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const ids = await reasignarEstandaresUsuario(
        domainContext(c),
        p.autoevaluacionId,
        p.usuarioId,
        c.req.valid('json').estandares,
      );
      return c.json({ message: t.asignacionGuardada, Ids: ids }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/paquetes/{paqueteId}/usuarios',
      tags: [TAG],
      summary: 'Asigna a un miembro los estándares de un paquete (sobrescribir: se los quita antes a los demás)',
      request: { params: params('autoevaluacionId', 'paqueteId'), ...jsonBody(paqueteUsuarioSchema) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Ids) }, ...replies },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const ids = await asignarPaquete(domainContext(c), p.autoevaluacionId, p.paqueteId, c.req.valid('json'));
      return c.json({ message: t.asignacionGuardada, Ids: ids }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/autoevaluaciones/{autoevaluacionId}',
      tags: [TAG],
      summary:
        'Cambia la fecha límite y la de visita (aaaa-mm-dd o dd/mm/aaaa; las fija la agencia, nunca pasadas) o el responsable de la autoevaluación (el responsable del proceso)',
      request: { params: params('autoevaluacionId'), ...jsonBody(autoevaluacionUpdateSchema) },
      responses: { 200: { description: 'La autoevaluación', ...jsonContent(AutoevaluacionSchema) }, ...replies },
    }),
    async (c) => {
      const ctx = domainContext(c);
      const id = c.req.valid('param').autoevaluacionId;
      await saveAutoevaluacion(ctx, id, c.req.valid('json'));
      return c.json(await getAutoevaluacion(ctx, id), 200);
    },
  );
