import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/procesos-abiertos.ts. */
export const RULES_PROCESOS_ABIERTOS: Record<string, ApiRule> = {};
