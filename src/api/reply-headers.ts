import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Cabeceras, partesLigeras, respuestaConCabeceras } from '../platform/light-reply.ts';
import { sinAlmacenar } from './middleware/no-store.ts';
import { esLecturaPublica } from './middleware/public-cors.ts';
import type { ApiEnv } from './types.ts';

/**
 * The security headers of every API reply, error or not: what hono's
 * `secureHeaders` gave them with HSTS for a year, a CSP that allows nothing and no
 * Cross-Origin-Resource-Policy (public reads are embedded by partner sites). Set over whatever
 * the handler set, as `secureHeaders` did.
 */
const CABECERAS_SEGURIDAD: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** A request id the client sent is kept when it is short and plain (hono's `requestId` rule). */
const ID_MAX = 255;
const ID_NO_VALIDO = /[^\w\-=]/;

/** What @hono/node-server writes for a reply that names no type (kept: the wire must not change). */
const TIPO_POR_DEFECTO = 'text/plain; charset=UTF-8';

/** The headers that depend on the request, not on the handler: request id, no-store, CORS. */
function porPeticion(c: Context<ApiEnv>, poneCookie: boolean, h: Cabeceras | Headers) {
  const poner = (k: string, v: string) => {
    if (h instanceof Headers) h.set(k, v);
    else h[k] = v;
  };
  poner('x-request-id', c.get('requestId'));
  if (sinAlmacenar(c, poneCookie)) poner('cache-control', 'no-store');
  if (esLecturaPublica(c.req.method, c.req.path)) poner('access-control-allow-origin', '*');
}

/**
 * The reply's own headers in a plain object of lower-case names, the fixed ones over them, on a
 * new light reply (Node): what @hono/node-server hands to `writeHead` as it is.
 */
function ligera(c: Context<ApiEnv>, res: Response): Response | undefined {
  const partes = partesLigeras(res);
  if (!partes) return undefined;
  const h: Cabeceras = { ...CABECERAS_SEGURIDAD };
  const propias = partes.headers;
  if (propias instanceof Headers || Array.isArray(propias)) {
    const hs = propias instanceof Headers ? propias : new Headers(propias as [string, string][]);
    hs.forEach((v, k) => {
      if (!(k in CABECERAS_SEGURIDAD) && k !== 'set-cookie') h[k] = v;
    });
    const cookies = hs.getSetCookie();
    if (cookies.length > 0) h['set-cookie'] = cookies;
  } else if (propias) {
    const o = propias as Record<string, string>;
    for (const k in o) {
      const n = k.toLowerCase();
      if (!(n in CABECERAS_SEGURIDAD)) h[n] = o[k] as string;
    }
  }
  delete h['x-powered-by'];
  h['content-type'] ??= TIPO_POR_DEFECTO;
  porPeticion(c, 'set-cookie' in h, h);
  return respuestaConCabeceras(res, h);
}

/** The Fetch way (Workers, and replies with no body on Node): set on the reply's own Headers. */
function enSuSitio(c: Context<ApiEnv>, res: Response): Response {
  let r = res;
  try {
    r.headers.set('x-request-id', '');
  } catch {
    // Immutable headers (a reply returned by `fetch`): a copy takes them.
    r = new Response(res.body, res);
  }
  const hs = r.headers;
  for (const k in CABECERAS_SEGURIDAD) hs.set(k, CABECERAS_SEGURIDAD[k] as string);
  hs.delete('x-powered-by');
  porPeticion(c, hs.has('set-cookie'), hs);
  return r;
}

/**
 * First of the API's middlewares: the request id for the handlers (error bodies, the audit), and
 * every header that is not the handler's set once on the finished reply (ADR 0032), error
 * replies included: the outer app's error handler answers at the level of the throw, inside it.
 * One object per reply instead of a `Headers` changed by four middlewares.
 */
export const cabecerasRespuesta = () =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const enviado = c.req.header('x-request-id');
    c.set('requestId', enviado && enviado.length <= ID_MAX && !ID_NO_VALIDO.test(enviado) ? enviado : crypto.randomUUID());
    await next();
    const res = c.res;
    const final = ligera(c, res) ?? enSuSitio(c, res);
    if (final === res) return;
    // Unset first: Hono's `c.res` setter would otherwise rebuild the new reply from its body (which
    // turns a light reply into undici's, streamed) and merge the old one's headers into it (ADR 0027).
    c.res = undefined as unknown as Response;
    c.res = final;
  });
