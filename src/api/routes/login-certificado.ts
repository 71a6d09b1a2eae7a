import { createRoute, z } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { AppError } from '../../domain/errors.ts';
import { redeemTicketCertificado, saveTicketCertificado } from '../../domain/identidad/login-certificado.ts';
import { revokeSession } from '../../domain/identidad/sesiones.ts';
import { errores } from '../../i18n/errores.ts';
import { certificadoLoginConfigurado } from '../../platform/certificado-login.ts';
import { SESSION_COOKIE } from '../../platform/cookies.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { returnPages } from '../../platform/return-pages.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';
import { readCertificadoPresentado } from '../certificado-presentado.ts';
import { errorReply, jsonBody, jsonContent } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { requiredString } from '../schemas/identidad.ts';
import { setSessionCookies } from '../session-cookie.ts';
import { LoginReply } from './login.ts';

const TAG = 'Sesión';

const Volver = z.string().max(2000).optional().openapi({ description: 'Ruta de este sitio a la que volver tras entrar' });

/** `path?query` on the main host (PUBLIC_URL): the session cookie must be set there, not on the certificate host. */
function enSitio(env: unknown, path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return `${publicOrigin(env)}${path}?${query}`;
}

/**
 * Certificate sign-in (ADR 0060). The browser first opens GET /login/certificado on the host
 * whose TLS terminator asks for a client certificate; that answer carries no session, only a
 * redirect to /loginCertificadoRetorno on the main host with a single-use ticket (or to /login
 * with the failure's code). The page there exchanges the ticket for the session.
 */
export const loginCertificadoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/login/certificado',
      tags: [TAG],
      summary: 'Identifica con el certificado de cliente que reenvía el proxy TLS y redirige',
      description:
        'Lee el certificado de la cabecera que fija el proxy (solo de los proxies de confianza, TRUST_PROXY y ' +
        'CERT_LOGIN_PROXIES) o, en Cloudflare, de request.cf.tlsClientAuth. Redirige a /loginCertificadoRetorno ' +
        'con un ticket de un solo uso, o a /login?certificado=<código> si no sirve.',
      request: { query: z.object({ volver: Volver }) },
      responses: {
        302: { description: 'Al retorno con el ticket, o a /login con el código del fallo' },
        404: errorReply('El acceso con certificado no está configurado'),
      },
    }),
    async (c) => {
      if (!certificadoLoginConfigurado(c.env)) throw new AppError(404, errores.noEncontrado);
      const volver = safeReturnPath(c.req.valid('query').volver);
      const ctx = domainContext(c);
      const r = await saveTicketCertificado({
        db: c.var.db,
        clock: c.var.clock,
        instanciaId: c.var.instancia.id,
        peticion: ctx.peticion,
        resultado: await readCertificadoPresentado(c),
      });
      c.header('Cache-Control', 'no-store');
      if ('error' in r) return c.redirect(enSitio(c.env, '/login', { certificado: r.error, volver }), 302);
      return c.redirect(enSitio(c.env, '/loginCertificadoRetorno', { ticket: r.ticket, volver }), 302);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/login/certificado/retorno',
      tags: [TAG],
      summary: 'Canjea el ticket de un acceso con certificado por la sesión',
      description: 'El ticket vale dos minutos y un solo uso. Fija la cookie sesion como el acceso con contraseña.',
      request: jsonBody(z.strictObject({ ticket: requiredString(200), volver: Volver }).openapi('RetornoCertificado')),
      responses: {
        200: { description: 'Sesión iniciada (cookies sesion y sesion_refresco)', ...jsonContent(LoginReply) },
        400: errorReply('Petición mal formada'),
        401: errorReply('Ticket usado, caducado o desconocido: cierre el navegador y vuelva a intentarlo'),
        422: errorReply('Falta el ticket'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const reply = await redeemTicketCertificado({
        db: c.var.db,
        clock: c.var.clock,
        instanciaId: c.var.instancia.id,
        peticion: domainContext(c).peticion,
        ticket: input.ticket,
        volver: input.volver,
        returnPages,
      });
      // As a password sign-in: the browser's earlier session does not outlive the new one.
      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await revokeSession(c.var.db, previous);
      setSessionCookies(c, reply, c.var.clock.now());
      return c.json(reply, 200);
    },
  );
