import { API_RULES } from '../../../src/api/access/rules.ts';
import { type Row, securityTable, YES } from './harness.ts';

// Reference data and service routes, declared in src/api/access/rules.ts itself (in no area's rules-*.ts).
// The answer each demo role gets from every route, written by hand: all are anyone's, since the
// request wizard and the public pages need them before anyone signs in.
// YES: let in; 401: no session; 403: signed in without the permission.

// biome-ignore format: one aligned row per route
const TABLE: Record<string, Row> = {
  //                                 anon sup  adm  ges  tut  rep  rep2 rep3 aut  jefe eval
  'GET /salud':                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /instancia':                 [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /openapi.json':              [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /provincias':                [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /municipios':                [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /localidades':               [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'POST /ubicaciones/validar':      [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /sexos':                     [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /tiposDocumentoIdentidad':   [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /estados':                   [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /estados/{entidad}':         [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /estadosConsulta':           [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /fasesProyecto':             [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /tiposHito':                 [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /mediosNotificacion':        [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
  'GET /combos/{tipo}':             [YES, YES, YES, YES, YES, YES, YES, YES, YES, YES, YES],
};

/** The rule tables of the areas (src/api/access/rules-*.ts): their routes have their rows in the area files. */
const AREAS = import.meta.glob<Record<string, unknown>>('../../../src/api/access/rules-*.ts', { eager: true });
const enAreas = new Set(
  Object.values(AREAS).flatMap((m) => Object.values(m).flatMap((v) => (v && typeof v === 'object' ? Object.keys(v) : []))),
);

securityTable(
  'Reference data and service routes',
  Object.keys(API_RULES).filter((k) => !enAreas.has(k)),
  TABLE,
);
