import { CATALOGO } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const leer = permiso(CATALOGO.lee);
const escribir = permiso(CATALOGO.escribe);

/** API rules of src/api/routes/estandares.ts, evidencias.ts, ejemplos.ts and guias-evaluacion.ts. */
export const RULES_ESTANDARES: Record<string, ApiRule> = {
  'GET /estandares': leer,
  'GET /estandares/{estandarId}': leer,
  'POST /estandares': escribir,
  'POST /estandares/ordenar': escribir,
  'PUT /estandares/{estandarId}': escribir,
  'DELETE /estandares/{estandarId}': escribir,
  'POST /estandares/{estandarId}/etiquetas/reasignar': escribir,
  'POST /estandares/{estandarId}/ejemplos/reasignar': escribir,
  'POST /estandares/{estandarId}/ambitos/reasignar': escribir,
  'GET /evidencias': leer,
  'GET /evidencias/{evidenciaId}': leer,
  'POST /evidencias': escribir,
  'POST /evidencias/ordenar': escribir,
  'PUT /evidencias/{evidenciaId}': escribir,
  'DELETE /evidencias/{evidenciaId}': escribir,
  'POST /evidencias/{evidenciaId}/ejemplos/reasignar': escribir,
  'POST /evidencias/{evidenciaId}/pruebas/reasignar': escribir,
  'GET /ejemplos': leer,
  'GET /ejemplos/{ejemploId}': leer,
  'POST /ejemplos': escribir,
  'PUT /ejemplos/{ejemploId}': escribir,
  'DELETE /ejemplos/{ejemploId}': escribir,
  'POST /ejemplos/{ejemploId}/estandares': escribir,
  'POST /ejemplos/{ejemploId}/estandares/reasignar': escribir,
  'POST /ejemplos/{ejemploId}/evidencias/reasignar': escribir,
  'GET /guiasEvaluacion': leer,
  'GET /guiasEvaluacion/{guiaEvaluacionId}': leer,
  'POST /guiasEvaluacion': escribir,
  'POST /guiasEvaluacion/ordenar': escribir,
  'PUT /guiasEvaluacion/{guiaEvaluacionId}': escribir,
  'DELETE /guiasEvaluacion/{guiaEvaluacionId}': escribir,
};
