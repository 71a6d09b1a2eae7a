import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/procesos.ts. */
export const RULES_PROCESOS: Record<string, ApiRule> = {};
