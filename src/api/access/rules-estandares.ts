import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/estandares.ts, evidencias.ts, ejemplos.ts and guias-evaluacion.ts. */
export const RULES_ESTANDARES: Record<string, ApiRule> = {};
