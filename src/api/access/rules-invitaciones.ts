import { PERSONAS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico } from './rule.ts';

const lee = permiso(PERSONAS.lee);
const escribe = permiso(PERSONAS.escribe);

/**
 * API rules of the invitaciones routes (src/api/routes/invitaciones.ts). The token routes
 * are public: the link's token is the credential (only its hash is stored).
 */
export const RULES_INVITACIONES: Record<string, ApiRule> = {
  'POST /invitaciones': escribe,
  'GET /invitaciones': lee,
  'DELETE /invitaciones/{id}': escribe,
  'GET /invitaciones/{token}': publico,
  'PUT /invitaciones/{token}': publico,
};
