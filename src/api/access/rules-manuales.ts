import type { ApiRule } from './rules.ts';

/** API rules of src/api/routes/catalogo-basicos.ts, manuales.ts and bloques.ts. */
export const RULES_MANUALES: Record<string, ApiRule> = {};
