import { createRoute, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { revokeSession } from '../../domain/identidad/sesiones.ts';
import { acceptInvitacion } from '../../domain/invitaciones/accept.ts';
import { cancelInvitacion } from '../../domain/invitaciones/cancel.ts';
import { saveInvitacion } from '../../domain/invitaciones/create.ts';
import { ESTADOS_INVITACION } from '../../domain/invitaciones/estado.ts';
import { listInvitaciones } from '../../domain/invitaciones/list.ts';
import { getInvitacionPublica } from '../../domain/invitaciones/public.ts';
import * as v from '../../domain/validation/zod.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { SESSION_COOKIE } from '../../platform/cookies.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { returnPages } from '../../platform/return-pages.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { deniedReplies, errorReply, idParams, jsonBody, jsonContent, listRoute } from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { setSessionCookies } from '../session-cookie.ts';

const TAG = 'Invitaciones';

const NuevaInvitacion = z
  .strictObject({
    direccionEmail: v.email().openapi({ type: 'string', format: 'email', example: 'persona@centro.es' }),
    perfilId: v.positiveInt().openapi({ type: 'integer', example: 2, description: 'Perfil que se ofrece' }),
    proyectoId: v
      .positiveInt({ required: false })
      .openapi({ type: 'integer', description: 'Obligatorio para perfiles por proyecto; prohibido para los generales' }),
    incluirRemitente: z
      .boolean({ error: 'Debe ser verdadero o falso' })
      .optional()
      .openapi({ description: 'Nombrar en el correo a quien invita' }),
  })
  .openapi('NuevaInvitacion');

const Creada = z
  .object({
    statusCode: z.literal(201).openapi({ description: 'El cliente solo da la invitación por enviada con 201' }),
    Id: z.number().int(),
    message: z.string(),
  })
  .openapi('InvitacionCreada');

/** A project as people read it: its code and its centre. */
const ProyectoRef = z.object({ Id: z.number().int(), Codigo: z.string(), Centro: z.string() });

const Invitacion = z
  .object({
    Id: z.number().int(),
    DireccionEmail: z.string(),
    Perfil: z.object({ Id: z.number().int(), NombrePublico: z.string() }),
    ProyectoId: z.number().int().nullable(),
    Proyecto: ProyectoRef.nullable(),
    Estado: z.enum(ESTADOS_INVITACION),
    ExpiraEn: z.string(),
    AltaFecha: z.string(),
    IncluirRemitente: z.boolean(),
    Remitente: z.object({ Id: z.number().int(), NombreCompleto: z.string() }).nullable(),
  })
  .partial()
  .openapi('Invitacion');

const InvitacionPublica = z
  .object({
    Estado: z.literal('PTE'),
    DireccionEmail: z.string(),
    Perfil: z.object({ NombrePublico: z.string() }),
    ProyectoId: z.number().int().nullable(),
    Proyecto: ProyectoRef.nullable(),
    ExpiraEn: z.string(),
    CuentaExistente: z.boolean(),
    Remitente: z.object({ NombreCompleto: z.string() }).nullable(),
    Instancia: z.object({ Nombre: z.string() }),
    Datos: z
      .object({
        Nombre: z.string().nullable(),
        Apellido1: z.string().nullable(),
        Apellido2: z.string().nullable(),
        Tratamiento: z.string().nullable(),
        TipoDocumentoIdentidadClave: z.string().nullable(),
        DocumentoIdentidad: z.string().nullable(),
        Telefono: z.string().nullable(),
      })
      .openapi({ description: 'Lo que ya se sabe de la persona (p. ej. de la solicitud), para completar la cuenta' }),
  })
  .openapi('InvitacionPublica');

// Which payload applies depends on whether the invited e-mail has an account, which only the
// server knows: the route documents both and the domain validates the one that applies.
const Aceptacion = z
  .looseObject({
    password: z.string().optional().openapi({ description: 'Contraseña de la cuenta existente, o de la nueva' }),
    confirmPassword: z.string().optional().openapi({ description: 'Solo cuenta nueva' }),
    nombre: z.string().optional().openapi({ description: 'Solo cuenta nueva' }),
    apellido1: z.string().optional().openapi({ description: 'Solo cuenta nueva' }),
    apellido2: z.string().optional(),
    tipoDocumentoIdentidadClave: z.string().optional().openapi({ description: 'DNI, NIE o PAS (solo cuenta nueva)' }),
    documentoIdentidad: z.string().optional(),
    telefono: z.string().optional(),
  })
  .openapi('AceptacionInvitacion', {
    description: 'Cuenta existente: { password }. Cuenta nueva: nombre, apellidos, documento, teléfono y contraseña.',
  });

const Aceptada = z
  .object({
    message: z.string(),
    redireccion: z
      .string()
      .openapi({ description: 'Adonde ir: el área del proyecto (la sesión ya está abierta: cookie sesion)' }),
  })
  .openapi('InvitacionAceptada');

const tokenParam = z.object({
  token: z.string().openapi({ param: { name: 'token', in: 'path' }, description: 'Token del enlace de la invitación' }),
});

/** The invitaciones routes (rules in access/rules-invitaciones.ts). */
export const invitacionesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitaciones',
      tags: [TAG],
      summary: 'Invita a una dirección de correo con un perfil (general o de un proyecto)',
      request: jsonBody(NuevaInvitacion),
      responses: {
        201: { description: 'Invitación creada y correo encolado', ...jsonContent(Creada) },
        400: errorReply('Petición mal formada'),
        401: errorReply('Sin sesión'),
        403: errorReply('Sin permiso PERSONAS (E)'),
        422: errorReply('Datos no válidos'),
      },
    }),
    async (c) => {
      const db = c.var.db;
      const id = await saveInvitacion(domainContext(c), c.req.valid('json'), { origin: publicOrigin(c.env) });
      deliverSoon({ db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ statusCode: 201 as const, Id: id, message: t.enviada }, 201);
    },
  )
  .openapi(
    listRoute({
      tag: TAG,
      path: '/invitaciones',
      summary: 'Invitaciones de la instancia, las más recientes primero',
      query: listQuery.extend({
        estado: z
          .enum(ESTADOS_INVITACION, { error: t.estadoNoValido })
          .optional()
          .openapi({ description: 'PTE, ACE, CAD o CAN' }),
        texto: textQuery('Parte de la dirección de correo'),
      }),
      record: Invitacion,
      denied: deniedReplies('Sin permiso PERSONAS'),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listInvitaciones(domainContext(c), { query: toListQuery(q), estado: q.estado, texto: q.texto });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/invitaciones/{id}',
      tags: [TAG],
      summary: 'Cancela una invitación pendiente',
      request: { params: idParams('id') },
      responses: {
        204: { description: 'Cancelada' },
        400: errorReply('Identificador no válido'),
        401: errorReply('Sin sesión'),
        403: errorReply('Sin permiso PERSONAS (E)'),
        404: errorReply('No existe'),
        409: errorReply('No está pendiente'),
      },
    }),
    async (c) => {
      await cancelInvitacion(domainContext(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitaciones/{token}',
      tags: [TAG],
      summary: 'La invitación de un enlace, para la página pública',
      request: { params: tokenParam },
      responses: {
        200: { description: 'Invitación pendiente', ...jsonContent(InvitacionPublica) },
        404: errorReply('El enlace no corresponde a ninguna invitación'),
        409: errorReply('Ya aceptada o cancelada'),
        410: errorReply('Caducada'),
      },
    }),
    async (c) => {
      const body = await getInvitacionPublica({
        db: c.var.db,
        instancia: c.var.instancia,
        clock: c.var.clock,
        token: c.req.valid('param').token,
      });
      return c.json(body, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/invitaciones/{token}',
      tags: [TAG],
      summary: 'Acepta la invitación: enlaza la cuenta existente o crea una nueva',
      request: { params: tokenParam, ...jsonBody(Aceptacion) },
      responses: {
        200: { description: 'Aceptada: la sesión queda abierta (cookies sesion y sesion_refresco)', ...jsonContent(Aceptada) },
        400: errorReply('Petición mal formada'),
        404: errorReply('El enlace no corresponde a ninguna invitación'),
        409: errorReply('Ya aceptada, cancelada, o la cuenta no puede usarse'),
        410: errorReply('Caducada'),
        422: errorReply('Datos no válidos o contraseña incorrecta'),
        429: errorReply('Demasiados intentos con la contraseña de la cuenta'),
      },
    }),
    async (c) => {
      const { sesion } = await acceptInvitacion({
        db: c.var.db,
        instancia: c.var.instancia,
        clock: c.var.clock,
        token: c.req.valid('param').token,
        body: c.req.valid('json'),
        peticion: domainContext(c).peticion,
        origin: publicOrigin(c.env),
        returnPages,
      });
      // Signed in as the account just linked or created: a session this browser had before goes.
      const previa = getCookie(c, SESSION_COOKIE);
      if (previa) await revokeSession(c.var.db, previa);
      setSessionCookies(c, sesion, c.var.clock.now());
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ message: t.aceptada, redireccion: sesion.redireccion }, 200);
    },
  );
