import type { ClavePermiso } from '../domain/permisos/claves.ts';
import {
  ACREDITACIONES,
  ACTUACIONES,
  AUDITORIA,
  AUTOEVALUACION,
  CATALOGO,
  CENTROS,
  CONSULTAS,
  ENLACES,
  EVALUACION,
  FIRMAS,
  INICIO_GESTION,
  MENSAJES,
  PERSONAS,
  PROCESOS,
  PROYECTOS,
  SOLICITUDES,
  SUBSANACION,
} from '../domain/permisos/politicas.ts';
import { type Regla, SESION } from '../domain/permisos/regla.ts';

/**
 * Every page route of the product with the permission keys that open it: null = public,
 * [] = any signed-in user, [keys] = any of the keys at level L or E. The keys come from the
 * areas' policies (src/domain/permisos/politicas.ts). It drives page guards
 * (src/platform/page-auth.ts), menus and links. Paths use {Param}; a trailing {Param?} is
 * optional (the route matches with and without it).
 */

type Claves = readonly ClavePermiso[];

/** Pages opened by `regla`'s keys at any level (a page shows what the user may not change read-only). */
const any = (regla: Regla, ...paths: string[]) => Object.fromEntries(paths.map((p) => [p, regla.claves]));

/** Sub-routes of the self-assessment (`autoevaluacion`) or evaluation (`evaluacion`) area. */
const area = (root: 'autoevaluacion' | 'evaluacion', table: Record<string, Claves>) =>
  Object.fromEntries(Object.entries(table).map(([sub, keys]) => [`/${root}/{AutoevaluacionId}${sub ? `/${sub}` : ''}`, keys]));

const PUBLIC_ROUTES = [
  '/',
  '/inicio',
  '/decalogo',
  '/modelo',
  '/quees',
  '/requisitos',
  '/informacion',
  '/acreditacion/publico/{AcreditacionId}',
  '/acreditaciones/publico',
  '/manual/publico/{ManualId?}',
  '/enlacesPublico',
  '/contacto',
  '/login',
  '/restablecerContrasena',
  '/solicitud',
  '/manual',
  '/invitacion/{Token}',
  '/procesosAbiertos',
  '/estandares/{EstandarId}/ejemplos/{EjemploId}',
  '/loginCertificado',
  '/loginCertificadoRetorno',
  '/404',
  '/error404',
  '/respuesta',
  '/confirmacion',
  '/error',
  '/errorAutorizacion',
  '/fichero/{FicheroId}',
  '/logout',
  // Pages of this app that the spec's route list does not name.
  '/privacidad',
  // The accessibility statement every public-sector site publishes (RD 1112/2018).
  '/accesibilidad',
  // The embeddable widget at work and its embed code.
  '/widget',
  // Public verification of a certificate by its CSV (where the certificate's QR leads).
  '/acreditacion/verificar',
];

export const PAGE_ROUTES: Record<string, Claves | null> = {
  ...Object.fromEntries(PUBLIC_ROUTES.map((p) => [p, null])),

  // Session routes of the public list that only make sense signed in: [] = any session.
  ...any(SESION, '/perfil', '/seleccionTipoPerfil', '/autoevaluacion'),

  // Tables and reports.
  // No permission in the spec ("none (empty list)"): open to anyone; the table is empty for a
  // manual the visitor may not see (src/domain/catalogo/publico.ts).
  '/manual/{ManualId}/tabla': null,
  ...any(EVALUACION.informe, '/evaluacion/{AutoevaluacionId}/informe'),
  ...any(EVALUACION.seguimiento, '/evaluacion/{AutoevaluacionId}/plantilla-seguimiento'),
  ...any(AUTOEVALUACION.acceso, '/autoevaluacion/{AutoevaluacionId}/tabla'),

  // Management routes.
  ...any(ACREDITACIONES.gestiona, '/acreditaciones/gestion', '/acreditacion/gestion/{AcreditacionId}', '/acreditacion/gestion'),
  ...any(CATALOGO.gestiona, '/ambitos', '/ambito/{AmbitoId}', '/ambito'),
  // The spec states no permission for enlacesGestion: its policy says who (ENLACES).
  ...any(ENLACES.gestiona, '/enlacesGestion'),
  ...any(FIRMAS.gestiona, '/firmas'),
  ...any(
    CATALOGO.gestiona,
    '/manual/gestion/{ManualId}',
    '/manuales',
    '/manual/{ManualId}/edicion',
    '/manual/alta',
    '/bloque/{BloqueId}',
    '/bloque',
    '/bloques',
    '/estandares',
    '/estandar/{EstandarId}',
    '/estandar',
    '/evidencias',
    '/evidencia/{EvidenciaId}',
    '/evidencia',
    '/ejemplos',
    '/ejemplo/{EjemploId}',
    '/ejemplo',
    '/pruebas',
    '/prueba/{PruebaId}',
    '/prueba',
    '/formularios',
    '/formulario/{FormularioId}',
    '/formulario',
  ),
  ...any(CONSULTAS.gestiona, '/consultas', '/consulta/{ConsultaId}'),
  ...any(INICIO_GESTION, '/index'),
  ...any(MENSAJES.gestiona, '/mensajes', '/hilo/{HiloId}', '/mensaje'),
  ...any(PROYECTOS.gestiona, '/proyectos', '/proyecto/{ProyectoId}'),
  ...any(CENTROS.gestiona, '/solicitantes', '/solicitante/{SolicitanteId}', '/solicitante'),
  ...any(SOLICITUDES.gestiona, '/solicitudes', '/solicitudes/{SolicitudId}', '/solicitud/alta', '/procesosAbiertos/gestion'),
  ...any(ACTUACIONES.gestiona, '/actuaciones', '/actuacion', '/actuacion/{ActuacionId}'),
  ...any(PERSONAS.gestiona, '/usuarios', '/usuario/{UsuarioId}', '/usuario', '/invitaciones'),
  // Not in the spec: the development mailbox (mail that cannot leave in development; a 404
  // elsewhere) shows live reset and invitation links, so only those who may manage accounts
  // anyway may read it (docs/decisions/0046-secure-defaults.md).
  ...any(PERSONAS.gestiona, '/dev/correo', '/dev/correo/{Id}'),
  ...any(PROCESOS.gestiona, '/procesos', '/proceso/{ProcesoId}', '/proceso'),
  ...any(AUDITORIA.gestiona, '/auditoria'),

  // Self-assessment area. Its link pages carry their own id, so they sit at the top level
  // (like enlacesPublico and enlacesGestion) rather than under /autoevaluacion/{id}/.
  ...any(SESION, '/enlacesAutoevaluacion/{AutoevaluacionId}'),
  // `home` is the spec's name for the area's home (''), where it redirects (page-area-home.ts).
  ...area('autoevaluacion', {
    ...any(AUTOEVALUACION.acceso, '', 'home', 'areasMejora'),
    ...any(AUTOEVALUACION.comunicacion, 'mensajes', 'mensaje', 'hilo/{HiloId}'),
    ...any(
      AUTOEVALUACION.aportacion,
      'progreso',
      'calendario',
      'calendario/mensual',
      'calendario/semanal',
      'tareas',
      'estandares',
      'estandar/{EstandarId}',
      'tarea',
      'tarea/{TareaId}',
      'evidencia/{EvidenciaId?}',
      'evidencias',
      'manual',
    ),
    ...any(AUTOEVALUACION.equipo, 'equipo', 'usuario/{UsuarioId}', 'usuario/alta', 'usuario/sustitucion'),
    ...any(AUTOEVALUACION.fin, 'fin'),
    // Correction round: the team's side.
    ...any(SUBSANACION.consulta, 'subsanacion'),
  }),

  // Evaluation area.
  ...any(SESION, '/enlacesEvaluacion/{AutoevaluacionId}'),
  ...area('evaluacion', {
    ...any(AUTOEVALUACION.acceso, '', 'home'),
    ...any(
      AUTOEVALUACION.aportacion,
      'progreso',
      'estandar/{EstandarId}',
      'estandares',
      'evidencia/{EvidenciaId?}',
      'evidencias',
    ),
    ...any(AUTOEVALUACION.equipo, 'equipo', 'usuario/{UsuarioId}', 'usuario/alta'),
    ...any(EVALUACION.informe, 'resultado'),
    // Correction round: the evaluation's side.
    ...any(SUBSANACION.consulta, 'subsanacion'),
  }),
};

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** A table key split into its segments once (an optional last parameter dropped in `short`). */
interface CompiledPattern {
  pattern: string;
  segments: readonly string[];
  /** The segments without an optional last parameter ("/manual/publico/{ManualId?}"), or null. */
  short: readonly string[] | null;
  /** Per segment: a parameter ({Id}), which matches any non-empty segment. */
  params: readonly boolean[];
}

/**
 * The table's keys split once at load: every page render asks for its path's key (the guard, and
 * the menus to mark the current item), and splitting ~200 keys on each call cost ~0.3 ms a page.
 */
const COMPILED: readonly CompiledPattern[] = Object.keys(PAGE_ROUTES).map((pattern) => {
  const segments = pattern.split('/').slice(1);
  return {
    pattern,
    segments,
    short: segments.at(-1)?.endsWith('?}') ? segments.slice(0, -1) : null,
    params: segments.map(isParam),
  };
});

/**
 * How well `c` matches the path segments: null when it does not, else one flag per segment
 * (true = literal), so literal segments outrank parameters at the first difference
 * ("/usuario/alta" beats "/usuario/{UsuarioId}").
 */
function matchPattern(c: CompiledPattern, parts: readonly string[]): boolean[] | null {
  const segments = c.short && parts.length === c.short.length ? c.short : c.segments;
  if (segments.length !== parts.length) return null;
  const literal: boolean[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (c.params[i]) {
      if (parts[i] === '') return null;
      literal.push(false);
    } else if (segments[i] === parts[i]) literal.push(true);
    else return null;
  }
  return literal;
}

const moreSpecific = (a: boolean[], b: boolean[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i];
  return false;
};

/** The table key that serves a concrete path ("/usuario/12" -> "/usuario/{UsuarioId}"), or undefined. */
export function pageRoutePattern(path: string): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (Object.hasOwn(PAGE_ROUTES, clean)) return clean;
  const parts = clean.split('/').slice(1);
  let best: { pattern: string; literal: boolean[] } | undefined;
  for (const c of COMPILED) {
    const literal = matchPattern(c, parts);
    if (literal && (!best || moreSpecific(literal, best.literal))) best = { pattern: c.pattern, literal };
  }
  return best?.pattern;
}

/** The table entry for a concrete path ("/usuario/12" -> ['PERSONAS']), or undefined. */
export function pageRouteFor(path: string): Claves | null | undefined {
  const pattern = pageRoutePattern(path);
  return pattern === undefined ? undefined : PAGE_ROUTES[pattern];
}
