import { type ApiRule, publico } from './rule.ts';

/** API rules of the login routes (src/api/routes/login.ts): all public, the credentials are in the body. */
export const RULES_LOGIN: Record<string, ApiRule> = {
  'POST /login': publico,
  'POST /login/refrescar': publico,
  // Idempotent: 204 with or without a session, so a stale client can always sign out.
  'POST /logout': publico,
  // Not subject to the sign-in counters: a locked-out user can always reset.
  'POST /login/PeticionRestablecerContrasena': publico,
  'POST /login/RestablecerContrasena': publico,
  // Certificate sign-in: the certificate (from a trusted proxy) or the single-use ticket is the credential.
  'GET /login/certificado': publico,
  'POST /login/certificado/retorno': publico,
};
