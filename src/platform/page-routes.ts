/**
 * Every page route of the spec (behaviour.md §2) with the permission keys that open it:
 * null = public, [] = any signed-in user, [keys] = any of the keys at level L or E.
 * It drives page guards (src/platform/page-auth.ts), menus and links. Paths use {Param};
 * a trailing {Param?} is optional (the route matches with and without it).
 */

const any = (keys: string[], ...paths: string[]) => Object.fromEntries(paths.map((p) => [p, keys]));

/** Sub-routes of the self-assessment (`autoevaluacion`) or evaluation (`evaluacion`) area. */
const area = (root: 'autoevaluacion' | 'evaluacion', table: Record<string, string[]>) =>
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
];

export const PAGE_ROUTES: Record<string, string[] | null> = {
  ...Object.fromEntries(PUBLIC_ROUTES.map((p) => [p, null])),

  // Session routes of the public list that only make sense signed in: [] = any session.
  '/perfil': [],
  '/seleccionTipoPerfil': [],
  '/autoevaluacion': [],

  // Tables and reports.
  // No permission in the spec ("none (empty list)"): open to anyone; the table is empty for a
  // manual the visitor may not see (src/domain/catalogo/publico.ts).
  '/manual/{ManualId}/tabla': null,
  '/evaluacion/{AutoevaluacionId}/informe': ['INF_EVAL'],
  '/evaluacion/{AutoevaluacionId}/plantilla-seguimiento': ['INF_EVALUACION'],
  '/autoevaluacion/{AutoevaluacionId}/tabla': ['AE'],

  // Management routes.
  ...any(['GEST_CERT_ACRED'], '/acreditaciones/gestion', '/acreditacion/gestion/{AcreditacionId}', '/acreditacion/gestion'),
  ...any(['MANUALES'], '/ambitos', '/ambito/{AmbitoId}', '/ambito'),
  // The spec states no permission for enlacesGestion. It is a management page (links kept by
  // the agency, next to the manuals and content it curates), so it takes the content key.
  '/enlacesGestion': ['MANUALES'],
  '/firmas': ['GEST_FIRMA'],
  ...any(
    ['MANUALES'],
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
  ...any(['GEST_CONSULTAS'], '/consultas', '/consulta/{ConsultaId}'),
  '/index': ['PRY_SEGUIMIENTO', 'MANUALES', 'GEST_SOLICITUDES'],
  ...any(['GEST_COMUNIC'], '/mensajes', '/hilo/{HiloId}', '/mensaje'),
  ...any(['HISTORICO'], '/proyectos', '/proyecto/{ProyectoId}'),
  ...any(['GEST_CENTROS'], '/solicitantes', '/solicitante/{SolicitanteId}', '/solicitante'),
  ...any(['GEST_SOLICITUDES'], '/solicitudes', '/solicitudes/{SolicitudId}', '/solicitud/alta', '/procesosAbiertos/gestion'),
  ...any(['ACTUACIONES'], '/actuaciones', '/actuacion', '/actuacion/{ActuacionId}'),
  ...any(['PERSONAS'], '/usuarios', '/usuario/{UsuarioId}', '/usuario', '/invitaciones'),
  ...any(['GEST_PROCESOS'], '/procesos', '/proceso/{ProcesoId}', '/proceso'),

  // Self-assessment area. Its link pages carry their own id, so they sit at the top level
  // (like enlacesPublico and enlacesGestion) rather than under /autoevaluacion/{id}/.
  '/enlacesAutoevaluacion/{AutoevaluacionId}': [],
  ...area('autoevaluacion', {
    '': ['AE'],
    areasMejora: ['AE'],
    ...any(['COMUNIC'], 'mensajes', 'mensaje', 'hilo/{HiloId}'),
    ...any(
      ['AE_APORTACION'],
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
    ...any(['AE_EQUIPO'], 'equipo', 'usuario/{UsuarioId}', 'usuario/alta', 'usuario/sustitucion'),
    fin: ['AE_FIN'],
  }),

  // Evaluation area.
  '/enlacesEvaluacion/{AutoevaluacionId}': [],
  ...area('evaluacion', {
    '': ['AE'],
    ...any(['AE_APORTACION'], 'progreso', 'estandar/{EstandarId}', 'estandares', 'evidencia/{EvidenciaId?}', 'evidencias'),
    ...any(['AE_EQUIPO'], 'equipo', 'usuario/{UsuarioId}', 'usuario/alta'),
    resultado: ['INF_EVAL'],
  }),
};

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/**
 * How well `pattern` matches the path segments: null when it does not, else one flag per
 * segment (true = literal), so literal segments outrank parameters at the first difference
 * ("/usuario/alta" beats "/usuario/{UsuarioId}").
 */
function matchPattern(pattern: string, parts: readonly string[]): boolean[] | null {
  let segments = pattern.split('/').slice(1);
  const last = segments.at(-1);
  if (last?.endsWith('?}') && parts.length === segments.length - 1) segments = segments.slice(0, -1);
  if (segments.length !== parts.length) return null;
  const literal: boolean[] = [];
  for (const [i, seg] of segments.entries()) {
    if (isParam(seg)) {
      if (parts[i] === '') return null;
      literal.push(false);
    } else if (seg === parts[i]) literal.push(true);
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
  for (const pattern of Object.keys(PAGE_ROUTES)) {
    const literal = matchPattern(pattern, parts);
    if (literal && (!best || moreSpecific(literal, best.literal))) best = { pattern, literal };
  }
  return best?.pattern;
}

/** The table entry for a concrete path ("/usuario/12" -> ['PERSONAS']), or undefined. */
export function pageRouteFor(path: string): string[] | null | undefined {
  const pattern = pageRoutePattern(path);
  return pattern === undefined ? undefined : PAGE_ROUTES[pattern];
}
