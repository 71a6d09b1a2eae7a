import type { ApiRule } from './rules.ts';

/** API rules of the usuarios routes (src/api/routes/usuarios.ts). */
export const RULES_USUARIOS: Record<string, ApiRule> = {};
