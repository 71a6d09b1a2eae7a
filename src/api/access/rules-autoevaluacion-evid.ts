import { AUTOEVALUACION, AUTOEVALUACIONES_PROYECTO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of the self-assessment's evidences, tests, improvement areas and strengths
 * (src/api/routes/autoevaluacion-evidencias.ts, autoevaluacion-mejoras.ts). Reads: the team
 * (AE) or staff who follow projects (HISTORICO); writes: AE_APORTACION. Which project's data
 * they reach, and the 409 once the self-assessment is finished, is the domain's
 * (requireEnAutoevaluacion, requireContribucion).
 */
const lee = permiso(AUTOEVALUACIONES_PROYECTO);
const aporta = permiso(AUTOEVALUACION.aportacion);

export const RULES_AUTOEVALUACION_EVID: Record<string, ApiRule> = {
  'GET /autoevaluaciones/{autoevaluacionId}/evidencias': lee,
  'GET /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}': lee,
  'PATCH /autoevaluaciones/{autoevaluacionId}/evidencias/{evidenciaId}': aporta,
  'GET /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}': lee,
  'PATCH /autoevaluaciones/{autoevaluacionId}/pruebas/{pruebaId}': aporta,
  'GET /autoevaluaciones/{autoevaluacionId}/areasMejora': lee,
  'POST /autoevaluaciones/{autoevaluacionId}/areasMejora': aporta,
  'GET /autoevaluaciones/areasMejora/{areaMejoraId}': lee,
  'PUT /autoevaluaciones/areasMejora/{areaMejoraId}': aporta,
  'DELETE /autoevaluaciones/areasMejora/{areaMejoraId}': aporta,
  'GET /autoevaluaciones/{autoevaluacionId}/fortalezas': lee,
  'POST /autoevaluaciones/{autoevaluacionId}/fortalezas': aporta,
  'GET /autoevaluaciones/fortalezas/{fortalezaId}': lee,
  'PUT /autoevaluaciones/fortalezas/{fortalezaId}': aporta,
  'DELETE /autoevaluaciones/fortalezas/{fortalezaId}': aporta,
};
