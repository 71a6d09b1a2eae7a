import type { ApiRule } from './rules.ts';

/** API rules of the ficheros routes (src/api/routes/ficheros.ts). */
export const RULES_FICHEROS: Record<string, ApiRule> = {};
