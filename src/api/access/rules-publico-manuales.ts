import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/publico-manuales.ts. */
export const RULES_PUBLICO_MANUALES: Record<string, ApiRule> = {};
