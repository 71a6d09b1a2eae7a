import { type ApiRule, publico, sesion } from './rule.ts';

/**
 * API rules of the ficheros routes (src/api/routes/ficheros.ts). Who may upload, delete or
 * read a given file depends on its owner, so the domain decides per file
 * (src/domain/ficheros/propietarios.ts): reading is open here because files of public
 * manuals are public; the domain answers 401 without a session and 403 without the right.
 */
export const RULES_FICHEROS: Record<string, ApiRule> = {
  'PUT /yo/avatar': sesion,
  'DELETE /yo/avatar': sesion,
  'POST /ficheros': sesion,
  'DELETE /ficheros/{ficheroId}': sesion,
  'GET /ficheros/{ficheroId}': publico,
};
