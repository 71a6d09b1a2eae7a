import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/formularios.ts and pruebas.ts. */
export const RULES_PRUEBAS: Record<string, ApiRule> = {};
