import type { Context, Next } from 'hono';
import { cors } from 'hono/cors';

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

const esPublica = (path: string) => PUBLIC_READ_PATHS.some((re) => re.test(path));

/**
 * Whether any origin may read this reply: a GET or HEAD of a public path gets what hono's `cors`
 * gives it with `origin: '*'` (only `Access-Control-Allow-Origin: *`, on success and error replies
 * alike), set on the finished reply (src/api/reply-headers.ts, ADR 0032): hono's sets it on `c.res`
 * before the handler, which made every public read's reply rebuilt and streamed (ADR 0027).
 */
export const esLecturaPublica = (method: string, path: string): boolean =>
  (method === 'GET' || method === 'HEAD') && esPublica(path);

/**
 * CORS for public reads only; every other call stays same-origin (no CORS headers). A preflight
 * (OPTIONS) of a public path is answered by hono's `cors` (its reply, or undefined for any other
 * request); GET and HEAD are `esLecturaPublica`'s. Called from the API's first plain layer
 * (app.ts), not a middleware of its own: a layer costs every call (ADR 0032).
 */
export const preflightPublico = (c: Context, next: Next) =>
  c.req.method === 'OPTIONS' && esPublica(c.req.path) ? allowAny(c, next) : undefined;
