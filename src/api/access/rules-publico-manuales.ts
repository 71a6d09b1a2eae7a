import { type ApiRule, publico } from './rule.ts';

/**
 * API rules of src/api/routes/publico-manuales.ts: anyone may call them. Which manuals a caller
 * sees is decided in the domain (src/domain/catalogo/publico-acceso.ts): public ones to all,
 * the rest only to catalogue readers.
 */
export const RULES_PUBLICO_MANUALES: Record<string, ApiRule> = {
  'GET /publico/manuales': publico,
  'GET /publico/manuales/{manualId}': publico,
  'GET /publico/estandares/{estandarId}/ejemplos/{ejemploId}': publico,
};
