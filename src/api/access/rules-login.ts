import type { ApiRule } from './rules.ts';

/** API rules of the login routes (src/api/routes/login.ts). */
export const RULES_LOGIN: Record<string, ApiRule> = {};
