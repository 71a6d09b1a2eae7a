import type { ApiRule } from './rules.ts';

// Literal rules: importing `permiso`/`publico` from ./rules.ts would be a circular import
// (rules.ts spreads this table while it is still being evaluated).
const personas = (nivel: 'L' | 'E'): ApiRule => ({ acceso: 'permiso', claves: ['PERSONAS'], nivel });
const publico: ApiRule = { acceso: 'publico' };

/**
 * API rules of the invitaciones routes (src/api/routes/invitaciones.ts). The token routes
 * are public: the link's token is the credential (only its hash is stored).
 */
export const RULES_INVITACIONES: Record<string, ApiRule> = {
  'POST /invitaciones': personas('E'),
  'GET /invitaciones': personas('L'),
  'DELETE /invitaciones/{id}': personas('E'),
  'GET /invitaciones/{token}': publico,
  'PUT /invitaciones/{token}': publico,
};
