import type { ApiRule } from './rules.ts';

// Literal rule: importing `sesion` from ./rules.ts would be a circular import (rules.ts spreads this table).
const sesion: ApiRule = { acceso: 'sesion' };

/** API rules of the yo routes (src/api/routes/yo.ts): the signed-in user's own data, any session. */
export const RULES_YO: Record<string, ApiRule> = {
  'GET /yo': sesion,
  'PUT /yo': sesion,
  'PUT /yo/contrasena': sesion,
  'PUT /yo/tiposPerfil': sesion,
  'GET /yo/permisos': sesion,
};
