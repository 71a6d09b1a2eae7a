import { createRoute, z } from '@hono/zod-openapi';
import { ESTADOS_INVITACION } from '../../domain/invitaciones/estado.ts';
import {
  asignarPerfilEvaluacion,
  listCandidatosEvaluacion,
  quitarPerfilEvaluacion,
} from '../../domain/proyectos/equipo-evaluacion.ts';
import { invitacionProyectoSchema, perfilEquipoSchema } from '../../domain/proyectos/equipo-schema.ts';
import { listEquipoProyecto } from '../../domain/proyectos/ficha.ts';
import { invitarAProyecto, listInvitacionesProyecto, reenviarInvitacion } from '../../domain/proyectos/invitaciones.ts';
import { equipoProyectoApi as t } from '../../i18n/equipo-proyecto.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { queryInt, textQuery } from '../lists.ts';
import {
  deletedRoute,
  deniedReplies,
  errorReply,
  idParams,
  jsonBody,
  jsonContent,
  MessageOnlySchema,
  pathIdParam,
} from '../openapi-helpers.ts';
import { domainContext as ctx, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';

// A project's people (its Equipo tab): who holds a profile and who was invited; inviting with
// the centre's profiles and resending; staffing the evaluation from the people who hold its
// profiles. Who may: the EQUIPO_PROYECTO policy (rules-proyectos-equipo.ts and the domain).

const TAG = 'Proyectos: equipo';
const Params = idParams('proyectoId');
const InvitacionParams = Params.extend({ invitacionId: pathIdParam('invitacionId') });
const PerfilUsuarioParams = Params.extend({ perfilId: pathIdParam('perfilId'), usuarioId: pathIdParam('usuarioId') });

const writeErrors = {
  400: errorReply('Petición mal formada'),
  ...deniedReplies('Ni escribe proyectos ni es su tutor (ni, para evaluadores, su jefe de evaluación)'),
  404: errorReply('El proyecto (o lo que se nombra en él) no existe'),
  409: errorReply('La persona ya está en el proyecto, o la invitación ya se aceptó'),
  422: errorReply('Datos no válidos, o la persona no tiene el perfil'),
};

const PerfilRef = z.object({ Id: z.number().int(), Clave: z.string(), NombrePublico: z.string() });
const Equipo = z
  .object({
    Miembros: z.array(
      z.object({
        Id: z.number().int(),
        NombreCompleto: z.string(),
        Email: z.string(),
        Activo: z.boolean(),
        Perfiles: z.array(PerfilRef),
      }),
    ),
    Invitaciones: z.array(
      z.object({
        Id: z.number().int(),
        DireccionEmail: z.string(),
        NombreCompleto: z.string().nullable(),
        Perfil: PerfilRef,
        Estado: z.enum(ESTADOS_INVITACION),
        ExpiraEn: z.string(),
        AltaFecha: z.string(),
        Remitente: z.string().nullable(),
      }),
    ),
  })
  .openapi('EquipoProyecto');

const InvitacionEnviada = z
  .object({
    statusCode: z.literal(201),
    Id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'La invitación; null cuando la cuenta ya existía y recibió el perfil' }),
    PerfilDado: z.boolean(),
    message: z.string(),
  })
  .openapi('InvitacionProyectoEnviada');

const Candidatos = z
  .object({ Registros: z.array(z.object({ Id: z.number().int(), NombreCompleto: z.string(), Email: z.string() })) })
  .openapi('CandidatosEvaluacion');

/** The routes of a project's people (rules in access/rules-proyectos-equipo.ts). */
export const proyectosEquipoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/proyectos/{proyectoId}/equipo',
      tags: [TAG],
      summary: 'Quién tiene un perfil en el proyecto y a quién se ha invitado (la última invitación de cada uno)',
      request: { params: Params },
      responses: {
        200: { description: 'El equipo y las invitaciones', ...jsonContent(Equipo) },
        400: errorReply('Identificador no válido'),
        ...deniedReplies('Sin HISTORICO'),
        404: errorReply('El proyecto no existe'),
      },
    }),
    async (c) => {
      const id = c.req.valid('param').proyectoId;
      const [Miembros, Invitaciones] = await Promise.all([listEquipoProyecto(ctx(c), id), listInvitacionesProyecto(ctx(c), id)]);
      return c.json({ Miembros, Invitaciones }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/proyectos/{proyectoId}/invitaciones',
      tags: [TAG],
      summary: 'Invita a una persona al proyecto con un perfil del centro (o se lo da si ya tiene cuenta)',
      request: { params: Params, ...jsonBody(invitacionProyectoSchema.openapi('InvitacionProyecto')) },
      responses: { 201: { description: 'Invitada, o perfil dado', ...jsonContent(InvitacionEnviada) }, ...writeErrors },
    }),
    async (c) => {
      const r = await invitarAProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json'), {
        origin: publicOrigin(c.env),
      });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json(
        {
          statusCode: 201 as const,
          Id: r.Invitacion,
          PerfilDado: r.PerfilDado,
          message: r.PerfilDado ? t.perfilDado : t.invitada,
        },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/proyectos/{proyectoId}/invitaciones/{invitacionId}/reenviar',
      tags: [TAG],
      summary: 'Reenvía una invitación: enlace nuevo, 48 horas más y correo nuevo (el enlace anterior deja de valer)',
      request: { params: InvitacionParams },
      responses: {
        200: {
          description: 'Reenviada',
          ...jsonContent(z.object({ Id: z.number().int().openapi({ description: 'La invitación nueva' }), message: z.string() })),
        },
        ...writeErrors,
      },
    }),
    async (c) => {
      const { proyectoId, invitacionId } = c.req.valid('param');
      const id = await reenviarInvitacion(ctx(c), proyectoId, invitacionId, { origin: publicOrigin(c.env) });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ Id: id, message: t.reenviada }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/proyectos/{proyectoId}/equipo/candidatos',
      tags: [TAG],
      summary: 'Personas que tienen el perfil de evaluación (en otro proyecto o en todo el sistema) y aún no en este',
      request: {
        params: Params,
        query: z.object({
          perfilId: queryInt({ min: 1 }).openapi({ description: 'JEFE_EVACN o EVAL' }),
          texto: textQuery('Parte del nombre, los apellidos o el correo'),
          registrosPorPagina: queryInt({ min: 1, max: 50 }).default(10).openapi({ description: 'Cuántas (máximo 50)' }),
        }),
      },
      responses: { 200: { description: 'Candidatos', ...jsonContent(Candidatos) }, ...writeErrors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const Registros = await listCandidatosEvaluacion(ctx(c), c.req.valid('param').proyectoId, {
        perfilId: q.perfilId,
        texto: q.texto,
        limite: q.registrosPorPagina,
      });
      return c.json({ Registros }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/proyectos/{proyectoId}/equipo/perfiles',
      tags: [TAG],
      summary: 'Da el perfil de jefe de evaluación o de evaluador en el proyecto a quien ya lo tiene en otro sitio',
      request: { params: Params, ...jsonBody(perfilEquipoSchema.openapi('PerfilEquipo')) },
      responses: {
        201: { description: 'Dado (y la persona avisada por correo)', ...jsonContent(MessageOnlySchema) },
        ...writeErrors,
      },
    }),
    async (c) => {
      await asignarPerfilEvaluacion(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json'), {
        origin: publicOrigin(c.env),
      });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ message: t.perfilDado }, 201);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}/equipo/perfiles/{perfilId}/usuarios/{usuarioId}',
      summary: 'Quita a una persona del equipo de evaluación del proyecto',
      params: PerfilUsuarioParams,
      description: 'Quitada',
      errors: writeErrors,
    }),
    async (c) => {
      const { proyectoId, perfilId, usuarioId } = c.req.valid('param');
      await quitarPerfilEvaluacion(ctx(c), proyectoId, perfilId, usuarioId);
      return c.body(null, 204);
    },
  );
