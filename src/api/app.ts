import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getDb } from '../db/client.ts';
import type { Db } from '../db/types.ts';
import { type Clock, systemClock } from '../domain/context.ts';
import { DEFAULT_INSTANCIA } from '../domain/shared/instancia.ts';
import { errores } from '../i18n/errores.ts';
import { errorResponse, handleError } from './errors.ts';
import { authMiddleware } from './middleware/auth.ts';
import { authorizeMiddleware } from './middleware/authorize.ts';
import { csrfMiddleware } from './middleware/csrf.ts';
import { apiFrontDoor } from './middleware/front-door.ts';
import { instanciaMiddleware } from './middleware/instancia.ts';
import { preflightPublico } from './middleware/public-cors.ts';
import { rechazosMiddleware } from './middleware/refusals.ts';
import { registerOpenApi } from './openapi.ts';
import { cabecerasRespuesta } from './reply-headers.ts';
import { createRouter } from './router.ts';
import { RouterMemo } from './router-memo.ts';
import { acreditacionesRoutes } from './routes/acreditaciones.ts';
import { acreditacionesCertificadoRoutes } from './routes/acreditaciones-certificado.ts';
import { actuacionesRoutes } from './routes/actuaciones.ts';
import { auditoriaRoutes } from './routes/auditoria.ts';
import { autoevaluacionEquipoRoutes } from './routes/autoevaluacion-equipo.ts';
import { autoevaluacionEstandaresRoutes } from './routes/autoevaluacion-estandares.ts';
import { autoevaluacionEvidenciasRoutes } from './routes/autoevaluacion-evidencias.ts';
import { autoevaluacionFinRoutes } from './routes/autoevaluacion-fin.ts';
import { autoevaluacionMejorasRoutes } from './routes/autoevaluacion-mejoras.ts';
import { autoevaluacionesRoutes } from './routes/autoevaluaciones.ts';
import { bloquesRoutes } from './routes/bloques.ts';
import { calendarioRoutes } from './routes/calendario.ts';
import { catalogoBasicosRoutes } from './routes/catalogo-basicos.ts';
import { catalogosRoutes } from './routes/catalogos.ts';
import { centrosRoutes } from './routes/centros.ts';
import { consultasRoutes } from './routes/consultas.ts';
import { ejemplosRoutes } from './routes/ejemplos.ts';
import { enlacesRoutes } from './routes/enlaces.ts';
import { estandaresRoutes } from './routes/estandares.ts';
import { evaluacionResultadoRoutes } from './routes/evaluacion-resultado.ts';
import { evidenciasRoutes } from './routes/evidencias.ts';
import { ficherosRoutes, hasOwnBodyLimit } from './routes/ficheros.ts';
import { firmasRoutes } from './routes/firmas.ts';
import { firmasRequisitosRoutes } from './routes/firmas-requisitos.ts';
import { formulariosRoutes } from './routes/formularios.ts';
import { formulariosListasRoutes } from './routes/formularios-listas.ts';
import { geografiaRoutes } from './routes/geografia.ts';
import { guiasEvaluacionRoutes } from './routes/guias-evaluacion.ts';
import { informesRoutes } from './routes/informes.ts';
import { instanciaRoutes } from './routes/instancia.ts';
import { invitacionesRoutes } from './routes/invitaciones.ts';
import { loginRoutes } from './routes/login.ts';
import { loginCertificadoRoutes } from './routes/login-certificado.ts';
import { manualesRoutes } from './routes/manuales.ts';
import { mensajesRoutes } from './routes/mensajes.ts';
import { procesosRoutes } from './routes/procesos.ts';
import { procesosAbiertosRoutes } from './routes/procesos-abiertos.ts';
import { proyectosRoutes } from './routes/proyectos.ts';
import { proyectosEquipoRoutes } from './routes/proyectos-equipo.ts';
import { proyectosSeguimientoRoutes } from './routes/proyectos-seguimiento.ts';
import { pruebasRoutes } from './routes/pruebas.ts';
import { publicoAcreditacionesRoutes } from './routes/publico-acreditaciones.ts';
import { publicoDatosRoutes } from './routes/publico-datos.ts';
import { publicoManualesRoutes } from './routes/publico-manuales.ts';
import { saludRoutes } from './routes/salud.ts';
import { solicitudesRoutes } from './routes/solicitudes.ts';
import { solicitudesAltaRoutes } from './routes/solicitudes-alta.ts';
import { solicitudesGestionRoutes } from './routes/solicitudes-gestion.ts';
import { subsanacionesRoutes } from './routes/subsanaciones.ts';
import { tareasRoutes } from './routes/tareas.ts';
import { tiposFicheroRoutes } from './routes/tipos-fichero.ts';
import { ubicacionesRoutes } from './routes/ubicaciones.ts';
import { usuariosRoutes } from './routes/usuarios.ts';
import { yoRoutes } from './routes/yo.ts';
import type { ApiEnv } from './types.ts';

/** JSON bodies are small forms; uploads (files issue) set their own, larger limit. */
const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * A manual's export document (POST /manuales/importar) carries every standard, form and
 * rich-text example of a manual: the demo manual is ~150 KB, a large real one several MB.
 */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const isManualImport = (c: { req: { method: string; path: string } }) =>
  c.req.method === 'POST' && c.req.path === '/api/manuales/importar';

interface AppDeps {
  /** A fixed database (tests); otherwise getDb(env) per request. */
  db?: Db;
  clock?: Clock;
  defaultInstancia?: string;
}

/** Every resource router, mounted under /api. Later issues add theirs here. */
function mountRoutes(api: ReturnType<typeof createRouter>) {
  return (
    api
      .route('/', saludRoutes)
      .route('/', instanciaRoutes)
      .route('/', geografiaRoutes)
      .route('/', catalogosRoutes)
      .route('/', ubicacionesRoutes)
      .route('/', loginRoutes)
      .route('/', loginCertificadoRoutes)
      .route('/', yoRoutes)
      .route('/', usuariosRoutes)
      .route('/', invitacionesRoutes)
      .route('/', firmasRoutes)
      .route('/', firmasRequisitosRoutes)
      .route('/', ficherosRoutes)
      .route('/', catalogoBasicosRoutes)
      .route('/', manualesRoutes)
      .route('/', bloquesRoutes)
      .route('/', estandaresRoutes)
      .route('/', evidenciasRoutes)
      .route('/', ejemplosRoutes)
      .route('/', guiasEvaluacionRoutes)
      .route('/', formulariosRoutes)
      .route('/', formulariosListasRoutes)
      .route('/', pruebasRoutes)
      .route('/', publicoManualesRoutes)
      .route('/', publicoAcreditacionesRoutes)
      .route('/', publicoDatosRoutes)
      .route('/', procesosRoutes)
      .route('/', tiposFicheroRoutes)
      .route('/', procesosAbiertosRoutes)
      .route('/', proyectosRoutes)
      .route('/', proyectosEquipoRoutes)
      .route('/', proyectosSeguimientoRoutes)
      .route('/', autoevaluacionesRoutes)
      .route('/', autoevaluacionEquipoRoutes)
      .route('/', autoevaluacionFinRoutes)
      .route('/', autoevaluacionEstandaresRoutes)
      .route('/', tareasRoutes)
      .route('/', calendarioRoutes)
      .route('/', autoevaluacionEvidenciasRoutes)
      .route('/', autoevaluacionMejorasRoutes)
      .route('/', centrosRoutes)
      // Before solicitudesRoutes: its /solicitudes/{solicitudId} would otherwise take fixed sub-paths.
      .route('/', solicitudesGestionRoutes)
      .route('/', solicitudesRoutes)
      .route('/', solicitudesAltaRoutes)
      .route('/', auditoriaRoutes)
      .route('/', evaluacionResultadoRoutes)
      .route('/', acreditacionesRoutes)
      .route('/', acreditacionesCertificadoRoutes)
      .route('/', subsanacionesRoutes)
      .route('/', informesRoutes)
      .route('/', actuacionesRoutes)
      .route('/', enlacesRoutes)
      .route('/', consultasRoutes)
      .route('/', mensajesRoutes)
  );
}

/** The REST API: one Hono app that the Node server and the Worker both mount at /api. */
export function createApp(deps: AppDeps = {}) {
  const clock = deps.clock ?? systemClock;
  const defaultInstancia = deps.defaultInstancia ?? process.env.DEFAULT_INSTANCIA ?? DEFAULT_INSTANCIA;

  const api = createRouter();
  // The request id, and the security, no-store and CORS headers set once on the finished reply.
  api.use(cabecerasRespuesta());
  const tooLarge = (c: Context) => errorResponse(c, 413, errores.demasiadoGrande);
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const importBodyLimit = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, onError: tooLarge });
  // Uploads apply their own limits on their routes; a manual import gets a larger JSON limit.
  // GET and HEAD carry no body (Fetch forbids one), and asking hono's bodyLimit would read
  // `req.body`, which makes @hono/node-server build the full Request (undici's, with an
  // AbortController) behind its light one: the largest per-request allocation of a read.
  // One layer for the front door, the request's database and clock, public preflights and the
  // body limit: each middleware is another compose step and promise per call (ADR 0032).
  api.use((c, next) => {
    // Before anything else: a host name not ours (DNS rebinding), a path ending in `/` (ADR 0053).
    const door = apiFrontDoor(c);
    if (door) return Promise.resolve(door);
    c.set('db', deps.db ?? getDb(c.env));
    c.set('clock', clock);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const preflight = preflightPublico(c, next);
    if (preflight) return preflight;
    if (hasOwnBodyLimit(c)) return next();
    return isManualImport(c) ? importBodyLimit(c, next) : jsonBodyLimit(c, next);
  });
  api.use(rechazosMiddleware(defaultInstancia));
  api.use(csrfMiddleware());
  api.use(instanciaMiddleware(defaultInstancia));
  api.use(authMiddleware());
  api.use(authorizeMiddleware());

  mountRoutes(api);
  registerOpenApi(api);

  api.notFound((c) => errorResponse(c, 404, errores.rutaNoEncontrada));

  // The error handler is the outer app's alone: Hono's `route` wraps every middleware and handler
  // of a sub-app that has its own error handler in another compose and async function (profiled:
  // ~16 KB of garbage per call over the eleven middlewares). The outer app's compose catches an
  // error at the level it was thrown, as the wrapper did, so the middlewares after it still see
  // the error reply (its headers: reply-headers.ts).
  const app = new Hono<ApiEnv>({ router: new RouterMemo() });
  app.route('/api', api);
  app.notFound((c) => errorResponse(c, 404, errores.rutaNoEncontrada));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
