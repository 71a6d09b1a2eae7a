import type { ApiRule } from './rules.ts';

/** API rules of the invitaciones routes (src/api/routes/invitaciones.ts). */
export const RULES_INVITACIONES: Record<string, ApiRule> = {};
