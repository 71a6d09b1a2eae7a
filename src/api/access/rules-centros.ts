import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/centros.ts. */
export const RULES_CENTROS: Record<string, ApiRule> = {};
