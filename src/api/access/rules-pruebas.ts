import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
/** Catalogue reads: staff with MANUALES, process managers, assessment teams and evaluators. */
const lectura: ApiRule = { acceso: 'permiso', claves: ['MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'], nivel: 'L' };
/** Catalogue writes: MANUALES at level E. */
const escritura: ApiRule = { acceso: 'permiso', claves: ['MANUALES'], nivel: 'E' };

/** API rules of src/api/routes/formularios.ts and pruebas.ts. */
export const RULES_PRUEBAS: Record<string, ApiRule> = {
  'GET /formularios': lectura,
  'GET /formularios/{formularioId}': lectura,
  'POST /formularios': escritura,
  'POST /formularios/importar': escritura,
  'PUT /formularios/{formularioId}': escritura,
  'DELETE /formularios/{formularioId}': escritura,
  'POST /formularios/{formularioId}/preguntas/ordenar': escritura,
  'POST /preguntas': escritura,
  'PUT /preguntas/{preguntaId}': escritura,
  'DELETE /preguntas/{preguntaId}': escritura,
  'POST /preguntas/{preguntaId}/respuestas/ordenar': escritura,
  'POST /respuestas': escritura,
  'PUT /respuestas/{respuestaId}': escritura,
  'DELETE /respuestas/{respuestaId}': escritura,
  'GET /pruebas': lectura,
  'GET /pruebas/{pruebaId}': lectura,
  'POST /pruebas': escritura,
  'POST /evidencias/{evidenciaId}/pruebas': escritura,
  'PUT /pruebas/{pruebaId}': escritura,
  'DELETE /pruebas/{pruebaId}': escritura,
  'POST /pruebas/{pruebaId}/evidencias/reasignar': escritura,
};
