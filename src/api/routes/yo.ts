import { createRoute, z } from '@hono/zod-openapi';
import { changeOwnPassword, getYo, switchTipoPerfil, updateYo } from '../../domain/identidad/yo.ts';
import { ownPermisos } from '../../domain/mis-proyectos/permisos.ts';
import { acceptSpellings } from '../../domain/validation/grafias.ts';
import { email, passwordWithConfirmation, phone } from '../../domain/validation/zod.ts';
import { identidad } from '../../i18n/identidad.ts';
import { returnPages } from '../../platform/return-pages.ts';
import { errorReply, idQuery, jsonBody, jsonContent } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { PermisoSchema, requiredString, TokensSchema, YoSchema } from '../schemas/identidad.ts';
import { setSessionCookies } from '../session-cookie.ts';

const TAG = 'Usuario actual';
const noSession = errorReply('Sin sesión');

/** PUT yo, with the spec's fields Email and Telefono (or email, telefono). */
const YoBody = acceptSpellings(z.strictObject({ Email: email(), Telefono: phone({ required: false }) })).openapi('YoDatos', {
  description: 'Email obligatorio; Telefono opcional, 9 cifras',
});

const PasswordChangeBody = (passwordWithConfirmation() as unknown as z.ZodObject)
  .safeExtend({ actual: requiredString(1024).openapi({ description: 'Contraseña actual' }) })
  .strict()
  .openapi('CambioContrasena');

const PermisosQuery = z.object({
  proyectoId: idQuery('Permisos dentro de este proyecto'),
  autoevaluacionId: idQuery('Permisos dentro de esta autoevaluación'),
});

/** The signed-in user's own data, password, profile type and permissions. */
export const yoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/yo',
      tags: [TAG],
      summary: 'Datos, perfiles y permisos del usuario con sesión',
      responses: { 200: { description: 'El usuario', ...jsonContent(YoSchema) }, 401: noSession },
    }),
    async (c) => c.json(await getYo(domainContext(c), c.get('sesion')?.identidad), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/yo',
      tags: [TAG],
      summary: 'Cambia el correo y el teléfono propios',
      request: jsonBody(YoBody),
      responses: {
        200: { description: 'Datos guardados', ...jsonContent(YoSchema.extend({ message: z.string() })) },
        400: errorReply('Petición mal formada'),
        401: noSession,
        409: errorReply('El correo ya pertenece a otra cuenta'),
        422: errorReply('Correo o teléfono no válidos'),
      },
    }),
    async (c) => {
      const { Email, Telefono } = c.req.valid('json');
      const yo = await updateYo(domainContext(c), { email: Email, telefono: Telefono ?? null });
      return c.json({ message: identidad.datosActualizados, ...yo }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/yo/contrasena',
      tags: [TAG],
      summary: 'Cambia la contraseña propia',
      description: 'Cierra todas las sesiones del usuario y abre una nueva para este cliente (tokens nuevos y cookie sesion).',
      request: jsonBody(PasswordChangeBody),
      responses: {
        200: { description: 'Contraseña cambiada; sesión nueva', ...jsonContent(TokensSchema.extend({ message: z.string() })) },
        400: errorReply('Petición mal formada'),
        401: noSession,
        422: errorReply('Contraseña actual incorrecta, o la nueva no cumple la política o no coincide'),
        429: errorReply('Demasiados intentos'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json') as { actual: string; password: string };
      const session = await changeOwnPassword(domainContext(c), { actual: input.actual, password: input.password });
      setSessionCookies(c, session, c.get('clock').now());
      return c.json({ message: identidad.contrasenaCambiada, ...session }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/yo/tiposPerfil',
      tags: [TAG],
      summary: 'Cambia el tipo de perfil con el que trabaja el usuario',
      request: jsonBody(
        z
          .strictObject({
            tipoPerfil: requiredString(40),
            volver: z
              .string()
              .max(2000)
              .optional()
              .openapi({ description: 'Ruta a la que volver si el nuevo tipo de perfil permite abrirla' }),
          })
          .openapi('TipoPerfil'),
      ),
      responses: {
        200: {
          description: 'El usuario con el nuevo tipo de perfil y la ruta a la que ir',
          ...jsonContent(YoSchema.extend({ redireccion: z.string() })),
        },
        400: errorReply('Petición mal formada'),
        401: noSession,
        422: errorReply('El usuario no tiene ese tipo de perfil'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await switchTipoPerfil(domainContext(c), input.tipoPerfil, input.volver, returnPages), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/yo/permisos',
      tags: [TAG],
      summary: 'Permisos del usuario, en general o dentro de un proyecto o autoevaluación',
      request: { query: PermisosQuery },
      responses: {
        200: { description: 'Permisos', ...jsonContent(z.object({ permisos: z.array(PermisoSchema) })) },
        400: errorReply('Parámetros no válidos'),
        401: noSession,
        404: errorReply('El proyecto o la autoevaluación no existe, o no es del usuario'),
      },
    }),
    async (c) => c.json({ permisos: await ownPermisos(domainContext(c), c.req.valid('query')) }, 200),
  );
