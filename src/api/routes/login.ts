import { createRoute, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { AppError } from '../../domain/errors.ts';
import { login, refreshLogin } from '../../domain/identidad/login.ts';
import { requestPasswordReset, resetPassword } from '../../domain/identidad/restablecimiento.ts';
import { revokeSession } from '../../domain/identidad/sesiones.ts';
import { email, passwordWithConfirmation } from '../../domain/validation/zod.ts';
import { errores } from '../../i18n/errores.ts';
import { identidad } from '../../i18n/identidad.ts';
import { validacion } from '../../i18n/validacion.ts';
import { SESSION_COOKIE } from '../../platform/cookies.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { returnPages } from '../../platform/return-pages.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';
import { clientAddress } from '../client-address.ts';
import { errorReply, jsonBody, jsonContent } from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { MessageSchema, requiredString, SessionClaimsSchema, TokensSchema } from '../schemas/identidad.ts';
import { clearSessionCookies, presentedRefreshToken, presentedTokens, setSessionCookies } from '../session-cookie.ts';

const TAG = 'Sesión';

const LoginBody = z
  .strictObject({
    username: requiredString(254).openapi({ description: 'Nombre de usuario o correo (sin distinguir mayúsculas)' }),
    password: requiredString(1024),
    volver: z.string().max(2000).optional().openapi({ description: 'Ruta de este sitio a la que volver tras entrar' }),
  })
  .openapi('Login');

export const LoginReply = TokensSchema.extend(SessionClaimsSchema.shape)
  .extend({ redireccion: z.string().openapi({ description: 'Ruta a la que ir tras entrar', example: '/index' }) })
  .openapi('Sesion');

const RefreshReply = TokensSchema.extend(SessionClaimsSchema.shape).openapi('SesionRenovada');

// passwordWithConfirmation() carries the spec's policy and mismatch messages; the token rides along.
const ResetBody = (passwordWithConfirmation() as unknown as z.ZodObject)
  .safeExtend({ token: requiredString(200) })
  .strict()
  .openapi('RestablecerContrasena');

/**
 * Sessions. Password sign-in never answers 202: that status ("sets no
 * session cookie and only redirects") belongs to the electronic-certificate
 * entry, which hands the browser to the certificate gateway before any session exists.
 */
export const loginRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: [TAG],
      summary: 'Inicia sesión con usuario o correo y contraseña',
      description:
        'Devuelve los tokens, los permisos y la ruta a la que ir, y fija la cookie sesion. Diez fallos seguidos ' +
        'en 15 minutos bloquean la cuenta 15 minutos (429); cincuenta, la dirección IP.',
      request: jsonBody(LoginBody),
      responses: {
        200: { description: 'Sesión iniciada (cookies sesion y sesion_refresco)', ...jsonContent(LoginReply) },
        400: errorReply('Petición mal formada'),
        401: errorReply('Usuario o contraseña incorrectos'),
        422: errorReply('Faltan datos'),
        429: errorReply('Demasiados intentos'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const reply = await login({
        db: c.var.db,
        instanciaId: c.var.instancia.id,
        clock: c.var.clock,
        username: input.username,
        password: input.password,
        volver: input.volver,
        returnPages,
        ip: clientAddress(c),
        peticion: domainContext(c).peticion,
      });
      // A browser signing in again (or as someone else) leaves no live session behind its old cookie.
      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await revokeSession(c.var.db, previous);
      setSessionCookies(c, reply, c.var.clock.now());
      return c.json(reply, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/refrescar',
      tags: [TAG],
      summary: 'Renueva la sesión con el token de refresco (los dos tokens cambian)',
      description:
        'El token de refresco va en el cuerpo o, desde el navegador, en la cookie HttpOnly sesion_refresco ' +
        '(limitada a esta ruta), con el cuerpo vacío.',
      request: jsonBody(
        z
          .strictObject({ tokenRefresco: z.string().max(200).optional().openapi({ description: 'Si no va en la cookie' }) })
          .openapi('Refresco'),
      ),
      responses: {
        200: { description: 'Sesión renovada (cookie sesion)', ...jsonContent(RefreshReply) },
        400: errorReply('Petición mal formada'),
        401: errorReply('Token de refresco desconocido o caducado'),
        422: errorReply('Sin token de refresco (ni en el cuerpo ni en la cookie)'),
      },
    }),
    async (c) => {
      const tokenRefresco = presentedRefreshToken(c, c.req.valid('json').tokenRefresco);
      if (!tokenRefresco) {
        throw new AppError(422, errores.datosNoValidos, { tokenRefresco: [validacion.required] });
      }
      const reply = await refreshLogin({ db: c.var.db, clock: c.var.clock, tokenRefresco });
      setSessionCookies(c, reply, c.var.clock.now());
      return c.json(reply, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: [TAG],
      summary: 'Cierra la sesión presentada (token o cookie) y borra las cookies',
      responses: {
        204: { description: 'Sesión cerrada (también sin sesión)' },
        303: { description: 'Formulario sin JavaScript: sesión cerrada y vuelta a la página indicada' },
      },
    }),
    async (c) => {
      for (const token of presentedTokens(c)) await revokeSession(c.var.db, token, domainContext(c));
      clearSessionCookies(c);
      // The /logout page's form posts here when the browser runs no JavaScript: send it on.
      if (c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
        const form = await c.req.parseBody();
        return c.redirect(safeReturnPath(typeof form.volver === 'string' ? form.volver : undefined) ?? '/', 303);
      }
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/PeticionRestablecerContrasena',
      tags: [TAG],
      summary: 'Envía un enlace para restablecer la contraseña',
      description:
        'La respuesta es la misma exista o no la cuenta (los enlaces parten de PUBLIC_URL, nunca del Host de la petición). El enlace vale una hora y un solo uso; como mucho ' +
        'cinco correos por cuenta y hora.',
      request: jsonBody(z.strictObject({ email: email() }).openapi('PeticionRestablecerContrasena')),
      responses: {
        200: { description: 'Petición recibida', ...jsonContent(MessageSchema) },
        400: errorReply('Petición mal formada'),
        422: errorReply('Correo no válido'),
      },
    }),
    async (c) => {
      await requestPasswordReset({
        db: c.var.db,
        instanciaId: c.var.instancia.id,
        instanciaNombre: c.var.instancia.nombre,
        email: c.req.valid('json').email,
        origin: publicOrigin(c.env),
        clock: c.var.clock,
      });
      // Sending happens after the reply, whether or not a mail was queued, so the reply
      // takes as long either way.
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ message: identidad.restablecimientoSolicitado }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/RestablecerContrasena',
      tags: [TAG],
      summary: 'Fija una contraseña nueva con el enlace recibido por correo',
      description: 'Cierra todas las sesiones del usuario y desbloquea la cuenta.',
      request: jsonBody(ResetBody),
      responses: {
        200: { description: 'Contraseña restablecida', ...jsonContent(MessageSchema) },
        400: errorReply('Enlace no válido o caducado'),
        422: errorReply('La contraseña no cumple la política o no coincide'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json') as { token: string; password: string };
      await resetPassword({
        db: c.var.db,
        token: input.token,
        password: input.password,
        clock: c.var.clock,
        peticion: domainContext(c).peticion,
      });
      return c.json({ message: identidad.contrasenaRestablecida }, 200);
    },
  );
