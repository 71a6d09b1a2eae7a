import type { ApiRule } from './rules.ts';

// Literal rules: importing `publico` from ./rules.ts would be a circular import (rules.ts spreads this table).
const publico: ApiRule = { acceso: 'publico' };

/** API rules of the login routes (src/api/routes/login.ts): all public, the credentials are in the body. */
export const RULES_LOGIN: Record<string, ApiRule> = {
  'POST /login': publico,
  'POST /login/refrescar': publico,
  // Idempotent: 204 with or without a session, so a stale client can always sign out.
  'POST /logout': publico,
  // Not subject to the sign-in counters: a locked-out user can always reset.
  'POST /login/PeticionRestablecerContrasena': publico,
  'POST /login/RestablecerContrasena': publico,
};
