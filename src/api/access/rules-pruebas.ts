import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const lectura = permiso(CATALOGO.lee);
const escritura = permiso(CATALOGO.escribe);

/** API rules of src/api/routes/formularios.ts, formularios-listas.ts and pruebas.ts. */
export const RULES_PRUEBAS: Record<string, ApiRule> = {
  'GET /formularios': lectura,
  'GET /formularios/{formularioId}': lectura,
  'POST /formularios': escritura,
  'POST /formularios/importar': escritura,
  'PUT /formularios/{formularioId}': escritura,
  'DELETE /formularios/{formularioId}': escritura,
  'POST /formularios/{formularioId}/preguntas/ordenar': escritura,
  'GET /preguntas': lectura,
  'GET /preguntas/{preguntaId}': lectura,
  'POST /preguntas': escritura,
  'PUT /preguntas/{preguntaId}': escritura,
  'DELETE /preguntas/{preguntaId}': escritura,
  'POST /preguntas/{preguntaId}/respuestas/ordenar': escritura,
  'GET /respuestas': lectura,
  'GET /respuestas/{respuestaId}': lectura,
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
