import { ENLACES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico } from './rule.ts';

/** API rules of src/api/routes/enlaces.ts: the public links are anyone's; managing them is ENLACES'. */
export const RULES_ENLACES: Record<string, ApiRule> = {
  'GET /enlaces/publico': publico,
  'GET /enlaces': permiso(ENLACES.gestiona),
  // Public: the domain shows managers any link and everyone else only a public one.
  'GET /enlaces/{enlaceId}': publico,
  'POST /enlaces': permiso(ENLACES.escribe),
  'POST /enlaces/ordenar': permiso(ENLACES.escribe),
  'PUT /enlaces/{enlaceId}': permiso(ENLACES.escribe),
  'DELETE /enlaces/{enlaceId}': permiso(ENLACES.escribe),
};
