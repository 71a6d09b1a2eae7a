import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { setOnReply } from '../reply-headers.ts';

/**
 * Paths whose GETs any origin may read (register, open processes, public
 * manuals, contact, and the reference lookups partner sites need). Later issues add theirs.
 */
export const PUBLIC_READ_PATHS: RegExp[] = [
  /^\/api\/salud$/,
  /^\/api\/openapi\.json$/,
  /^\/api\/(provincias|municipios|localidades|sexos|tiposDocumentoIdentidad|estados|estadosConsulta|fasesProyecto|tiposHito|mediosNotificacion|instancia)(\/.*)?$/,
  /^\/api\/combos\/[^/]+$/,
  /^\/api\/(mapas|tiposPrueba|tiposPregunta)$/,
  // Manuals marked public: the list, the tree and the examples of their standards.
  /^\/api\/publico\/(manuales|estandares)(\/.*)?$/,
  // Processes open today (what a request needs): the wizard and partner sites read them.
  /^\/api\/procesosAbiertos(\/.*)?$/,
  // The public register of accreditations (in force only) and its certificates: partner sites and the widget.
  /^\/api\/publico\/acreditaciones(\/.*)?$/,
];

const allowAny = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], allowHeaders: ['X-Instancia'], maxAge: 86400 });

/**
 * CORS for public GETs only; every other call stays same-origin (no CORS headers). A preflight
 * (OPTIONS) is hono's; a GET or HEAD gets what hono's `cors` gives it with `origin: '*'` (only
 * `Access-Control-Allow-Origin: *`, on success and error replies alike), set on the finished reply:
 * hono's sets it on `c.res` before the handler, which made every public read's reply rebuilt and
 * streamed (reply-headers.ts).
 */
export const publicCors = () =>
  createMiddleware(async (c, next) => {
    const method = c.req.method;
    const isRead = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    if (!isRead || !PUBLIC_READ_PATHS.some((re) => re.test(c.req.path))) return next();
    if (method === 'OPTIONS') return allowAny(c, next);
    await next();
    setOnReply(c, 'Access-Control-Allow-Origin', '*');
  });
