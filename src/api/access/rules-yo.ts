import { type ApiRule, sesion } from './rule.ts';

/** API rules of the yo routes (src/api/routes/yo.ts): the signed-in user's own data, any session. */
export const RULES_YO: Record<string, ApiRule> = {
  'GET /yo': sesion,
  'PUT /yo': sesion,
  'PUT /yo/contrasena': sesion,
  'PUT /yo/tiposPerfil': sesion,
  'GET /yo/permisos': sesion,
};
