import type { ApiRule } from './rules.ts';

// Literal rules: importing `sesion` from ./rules.ts would be a circular import (rules.ts spreads this table).
const sesion: ApiRule = { acceso: 'sesion' };

/**
 * API rules of the ficheros routes (src/api/routes/ficheros.ts). Reading a file needs a
 * session here; which files a user may read is decided per file in the domain
 * (src/domain/ficheros/ficheros.ts, mayRead).
 */
export const RULES_FICHEROS: Record<string, ApiRule> = {
  'PUT /yo/avatar': sesion,
  'DELETE /yo/avatar': sesion,
  'GET /ficheros/{ficheroId}': sesion,
};
