import type { ApiRule } from './rules.ts';

/** API rules of the yo routes (src/api/routes/yo.ts). */
export const RULES_YO: Record<string, ApiRule> = {};
