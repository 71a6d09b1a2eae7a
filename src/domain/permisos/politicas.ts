/**
 * Who may do what, one policy per area, stated once. The API rule tables
 * (src/api/access/rules-*.ts), the domain's gates (each area's acceso.ts), the page route
 * table (src/platform/page-routes.ts, which drives the page guards and the menus) and the
 * controls a page shows all read these rules; none of them names a permission key itself.
 */
import type { Actor } from '../context.ts';
import type { ClavePermiso } from './claves.ts';
import { escritura, lectura, type Nivel, type Regla, requireRegla, SESION } from './regla.ts';

/**
 * An area's policy. `gestiona`: who opens the area's management pages (and reads what only
 * its maintainers see); `lee`: who reads its records through the API (other areas' staff may
 * need them); `escribe`: who changes them.
 */
interface Politica {
  readonly gestiona: Regla;
  readonly lee: Regla;
  readonly escribe: Regla;
}

/** An area of one key: any level opens its pages and reads, E writes. */
const deUnaClave = (clave: ClavePermiso): Politica => ({
  gestiona: lectura(clave),
  lee: lectura(clave),
  escribe: escritura(clave),
});

/**
 * Manuals, blocks, standards, evidences, examples, guides, tests and forms. Teams and
 * evaluators (AE, INF_EVAL) and process managers read the catalogue they work against; only
 * MANUALES opens its pages, sees the editor's tree and the export (it carries the forms'
 * correct answers), and only MANUALES at E changes it.
 */
export const CATALOGO: Politica = {
  gestiona: lectura('MANUALES'),
  lee: lectura('MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'),
  escribe: escritura('MANUALES'),
};

/** Applicants (centros): request staff read them too, since a request names its centre. */
export const CENTROS: Politica = {
  gestiona: lectura('GEST_CENTROS'),
  lee: lectura('GEST_CENTROS', 'GEST_SOLICITUDES'),
  escribe: escritura('GEST_CENTROS'),
};

/** Calls (procesos): request staff read them too, to look up a request's process. */
export const PROCESOS: Politica = {
  gestiona: lectura('GEST_PROCESOS'),
  lee: lectura('GEST_PROCESOS', 'GEST_SOLICITUDES'),
  escribe: escritura('GEST_PROCESOS'),
};

/** Requests (solicitudes) as staff handle them; submitting one through the wizard is public. */
export const SOLICITUDES = deUnaClave('GEST_SOLICITUDES');

/**
 * Enquiries (consultas) as staff handle them: any level opens /consultas and reads, E answers
 * and edits; holders are also the enquiries' possible responsibles. Sending one through the
 * contact form is public.
 */
export const CONSULTAS = deUnaClave('GEST_CONSULTAS');

/** Users, their profiles and tags, and invitations. */
export const PERSONAS = deUnaClave('PERSONAS');

/**
 * Tags, by the type of record they tag: each type is managed by the key of that record's
 * area (at E), so a consultations manager cannot rename the catalogue's tags. Any signed-in
 * user reads tags (they are shown on many records).
 */
export const TIPOS_ETIQUETA = {
  USU: 'PERSONAS',
  EST: 'MANUALES',
  MAN: 'MANUALES',
  CON: 'GEST_CONSULTAS',
  PRY: 'HISTORICO',
  ACT: 'ACTUACIONES',
  MEN: 'GEST_COMUNIC',
} as const satisfies Record<string, ClavePermiso>;

export const ETIQUETAS = {
  lee: SESION,
  /** Writing some type of tag; the domain then checks the type's own key. */
  escribe: escritura(...new Set(Object.values(TIPOS_ETIQUETA))),
} as const satisfies Omit<Politica, 'gestiona'>;

// Areas still to be built: the page route table guards their pages already.
export const ACREDITACIONES = deUnaClave('GEST_CERT_ACRED');
export const FIRMAS = deUnaClave('GEST_FIRMA');
export const MENSAJES = deUnaClave('GEST_COMUNIC');
/** Projects; people managers (PERSONAS) read them too, to give a profile for one project. */
export const PROYECTOS: Politica = {
  gestiona: lectura('HISTORICO'),
  lee: lectura('HISTORICO', 'PERSONAS'),
  escribe: escritura('HISTORICO'),
};

/**
 * A project's people: who holds a profile in it and who was invited (its Equipo tab; ADR 0039).
 * Staff who follow projects read them. Who writes projects, and the project's own tutor (a fact
 * of the project, checked in src/domain/proyectos/equipo-acceso.ts), invites, resends and staffs
 * the evaluation, giving any of the project profiles in `da.agencia`. The head of evaluation of
 * a project gives only `da.jefeEvaluacion` (evaluators) in it. `puerta` is the API's door for
 * the staffing calls: the writers above plus the teams' managers (AE_EQUIPO), whom the domain
 * narrows to the head of evaluation of that very project. Nobody else gains a project profile
 * through these calls; user administration (PERSONAS) keeps its own door.
 */
export const EQUIPO_PROYECTO = {
  lee: PROYECTOS.gestiona,
  escribe: PROYECTOS.escribe,
  puerta: lectura('HISTORICO', 'AE_EQUIPO'),
  da: {
    agencia: ['REPRE', 'AUTOEVAL', 'JEFE_EVACN', 'EVAL'],
    jefeEvaluacion: ['EVAL'],
  },
  /** The profiles an invitation from the project goes with (the centre's side: evaluators are chosen, not invited). */
  invitables: ['REPRE', 'AUTOEVAL'],
  /** The evaluation team's profiles, chosen among people who already hold one of them. */
  evaluacion: ['JEFE_EVACN', 'EVAL'],
} as const;

/**
 * A project's messages (threads between its centre and the agency; ADR 0057). Who sees a
 * project's threads: its centre team, that is the people holding one of `perfilesEquipo` FOR
 * THAT PROJECT together with COMUNIC in it (at E to write), and the agency's staff with
 * GEST_COMUNIC (every project; at E to write and to tag). Nobody else: no other centre, and
 * no evaluator, although evaluators hold COMUNIC for their own work: the agency decides whether
 * the evaluation team joins a project's threads, and by default it does not (to let them in,
 * add 'JEFE_EVACN' and 'EVAL' to `perfilesEquipo`). `puerta` is the API's door to the calls
 * (either side); the domain then decides within the project.
 */
export const MENSAJES_PROYECTO = {
  equipo: lectura('COMUNIC'),
  equipoEscribe: escritura('COMUNIC'),
  agencia: MENSAJES.lee,
  agenciaEscribe: MENSAJES.escribe,
  perfilesEquipo: EQUIPO_PROYECTO.invitables as readonly string[],
  puerta: lectura('COMUNIC', 'GEST_COMUNIC'),
  puertaEscribe: escritura('COMUNIC', 'GEST_COMUNIC'),
} as const;

export const ACTUACIONES = deUnaClave('ACTUACIONES');

/**
 * Links (enlaces). The spec states no permission for enlacesGestion: the links sit beside the
 * content the agency curates, so the content staff (MANUALES) manage them, writing at E. Each
 * link shows in one place: the public ones to anyone (no rule), the management and the areas'
 * ones to any signed-in user who reaches that page (the page's own guard narrows it further).
 */
export const ENLACES = {
  gestiona: CATALOGO.gestiona,
  lee: SESION,
  escribe: CATALOGO.escribe,
} as const satisfies Politica;

/** The audit log (ADR 0015): read by AUDITORIA; nobody writes it through the API. */
export const AUDITORIA = deUnaClave('AUDITORIA');

/** The management home (/index): project follow-up, manuals or requests staff. */
export const INICIO_GESTION: Regla = lectura('PRY_SEGUIMIENTO', 'MANUALES', 'GEST_SOLICITUDES');

/** The self-assessment area of a project, one rule per part of it. */
export const AUTOEVALUACION = {
  acceso: lectura('AE'),
  aportacion: lectura('AE_APORTACION'),
  equipo: lectura('AE_EQUIPO'),
  comunicacion: lectura('COMUNIC'),
  fin: lectura('AE_FIN'),
} as const satisfies Record<string, Regla>;

/**
 * A project's self-assessments and their figures: staff who follow projects (HISTORICO) and
 * teams (AE). The domain narrows a team to its own projects (src/domain/proyectos/acceso.ts).
 */
export const AUTOEVALUACIONES_PROYECTO: Regla = lectura('HISTORICO', 'AE');

/**
 * PUT autoevaluaciones/{id}: its deadlines are the agency's (staff who may write projects, and
 * the records' table: src/domain/permisos/registros.ts), its responsible member the process
 * manager's (AE_EQUIPO): the API lets either through and the domain checks the one each field needs.
 */
export const AUTOEVALUACION_EDICION: Regla = lectura('AE_EQUIPO', 'HISTORICO');

/** The evaluation's report and result (INF_EVAL) and its follow-up template (INF_EVALUACION). */
export const EVALUACION = {
  informe: lectura('INF_EVAL'),
  seguimiento: lectura('INF_EVALUACION'),
  /** Attaching the report and publishing the result (then only the head of evaluation or staff: src/domain/evaluacion/acceso.ts). */
  publica: escritura('INF_EVAL'),
} as const satisfies Record<string, Regla>;

/** An evaluation's result and figures (GET autoevaluaciones/{id}/resultado): its team (INF_EVAL) and staff who follow projects. */
export const EVALUACION_RESULTADO: Regla = lectura('INF_EVAL', 'HISTORICO');

/**
 * The spec's finish call (autoevaluaciones/{id}/finalizar) finishes a self-assessment (AE_FIN)
 * and, on an evaluation record, publishes it (INF_EVAL at E): the API lets either through and
 * the domain checks the one the record's phase needs.
 */
export const FINALIZAR_FASE: Regla = lectura('AE_FIN', 'INF_EVAL');

/**
 * The correction round (subsanación): the head of evaluation (INF_EVAL at E) opens it; the
 * team answers the returned standards (AE_APORTACION, through requireContribucion) and whoever
 * finishes the self-assessment (AE_FIN) resubmits; both sides read the history (AE).
 */
export const SUBSANACION = {
  abrir: escritura('INF_EVAL'),
  consulta: AUTOEVALUACION.acceso,
  respuesta: AUTOEVALUACION.aportacion,
  reenvio: AUTOEVALUACION.fin,
} as const satisfies Record<string, Regla>;

/** An area's gate in the domain: its `lee` rule for L, its `escribe` rule for E (401/403 otherwise). */
export const requireArea = (actor: Actor | null, politica: Politica, nivel: Nivel): Actor =>
  requireRegla(actor, nivel === 'E' ? politica.escribe : politica.lee);
