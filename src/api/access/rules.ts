/**
 * Who may call each API route: one entry per "METHOD /path" of the router
 * (paths as registered, without /api, with {param}). A test walks the router and fails if a
 * route has no entry. The per-area security tables (tests/api/security/*.security.test.ts) write by
 * hand which demo role gets which answer from every route, and fail on a route without a row.
 */
import { type ApiRule, publico } from './rule.ts';
import { RULES_ACREDITACIONES } from './rules-acreditaciones.ts';
import { RULES_ACREDITACIONES_CERTIFICADO } from './rules-acreditaciones-certificado.ts';
import { RULES_ACTUACIONES } from './rules-actuaciones.ts';
import { RULES_AUDITORIA } from './rules-auditoria.ts';
import { RULES_AUTOEVALUACION_EQUIPO } from './rules-autoevaluacion-equipo.ts';
import { RULES_AUTOEVALUACION_ESTANDARES } from './rules-autoevaluacion-estandares.ts';
import { RULES_AUTOEVALUACION_EVID } from './rules-autoevaluacion-evid.ts';
import { RULES_AUTOEVALUACIONES } from './rules-autoevaluaciones.ts';
import { RULES_CENTROS } from './rules-centros.ts';
import { RULES_CONSULTAS } from './rules-consultas.ts';
import { RULES_ENLACES } from './rules-enlaces.ts';
import { RULES_ESTANDARES } from './rules-estandares.ts';
import { RULES_EVALUACION_RESULTADO } from './rules-evaluacion-resultado.ts';
import { RULES_FICHEROS } from './rules-ficheros.ts';
import { RULES_FIRMAS } from './rules-firmas.ts';
import { RULES_INFORMES } from './rules-informes.ts';
import { RULES_INVITACIONES } from './rules-invitaciones.ts';
import { RULES_LOGIN } from './rules-login.ts';
import { RULES_MANUALES } from './rules-manuales.ts';
import { RULES_MENSAJES } from './rules-mensajes.ts';
import { RULES_PLANIFICACION } from './rules-planificacion.ts';
import { RULES_PROCESOS } from './rules-procesos.ts';
import { RULES_PROCESOS_ABIERTOS } from './rules-procesos-abiertos.ts';
import { RULES_PROYECTOS } from './rules-proyectos.ts';
import { RULES_PROYECTOS_EQUIPO } from './rules-proyectos-equipo.ts';
import { RULES_PROYECTOS_SEGUIMIENTO } from './rules-proyectos-seguimiento.ts';
import { RULES_PRUEBAS } from './rules-pruebas.ts';
import { RULES_PUBLICO_ACREDITACIONES } from './rules-publico-acreditaciones.ts';
import { RULES_PUBLICO_MANUALES } from './rules-publico-manuales.ts';
import { RULES_SOLICITUDES } from './rules-solicitudes.ts';
import { RULES_SOLICITUDES_ALTA } from './rules-solicitudes-alta.ts';
import { RULES_SOLICITUDES_GESTION } from './rules-solicitudes-gestion.ts';
import { RULES_SUBSANACIONES } from './rules-subsanaciones.ts';
import { RULES_USUARIOS } from './rules-usuarios.ts';
import { RULES_YO } from './rules-yo.ts';

export type { ApiRule } from './rule.ts';

export const API_RULES: Record<string, ApiRule> = {
  ...RULES_LOGIN,
  ...RULES_ACREDITACIONES,
  ...RULES_AUDITORIA,
  ...RULES_YO,
  ...RULES_USUARIOS,
  ...RULES_INVITACIONES,
  ...RULES_FICHEROS,
  ...RULES_MANUALES,
  ...RULES_ESTANDARES,
  ...RULES_PRUEBAS,
  ...RULES_PUBLICO_MANUALES,
  ...RULES_PUBLICO_ACREDITACIONES,
  ...RULES_PROCESOS,
  ...RULES_PROCESOS_ABIERTOS,
  ...RULES_PROYECTOS,
  ...RULES_PROYECTOS_EQUIPO,
  ...RULES_PROYECTOS_SEGUIMIENTO,
  ...RULES_AUTOEVALUACIONES,
  ...RULES_AUTOEVALUACION_EQUIPO,
  ...RULES_AUTOEVALUACION_ESTANDARES,
  ...RULES_PLANIFICACION,
  ...RULES_AUTOEVALUACION_EVID,
  ...RULES_CENTROS,
  ...RULES_SOLICITUDES,
  ...RULES_SOLICITUDES_ALTA,
  ...RULES_SOLICITUDES_GESTION,
  ...RULES_EVALUACION_RESULTADO,
  ...RULES_ACREDITACIONES_CERTIFICADO,
  ...RULES_FIRMAS,
  ...RULES_SUBSANACIONES,
  ...RULES_INFORMES,
  ...RULES_ACTUACIONES,
  ...RULES_ENLACES,
  ...RULES_CONSULTAS,
  ...RULES_MENSAJES,
  'GET /salud': publico,
  'GET /instancia': publico,
  'GET /openapi.json': publico,
  'GET /provincias': publico,
  'GET /municipios': publico,
  'GET /localidades': publico,
  'POST /ubicaciones/validar': publico,
  'GET /sexos': publico,
  'GET /tiposDocumentoIdentidad': publico,
  'GET /estados': publico,
  'GET /estados/{entidad}': publico,
  'GET /estadosConsulta': publico,
  'GET /fasesProyecto': publico,
  'GET /tiposHito': publico,
  'GET /mediosNotificacion': publico,
  'GET /combos/{tipo}': publico,
};
