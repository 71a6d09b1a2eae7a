import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
const sesion: ApiRule = { acceso: 'sesion' };
const personas = (nivel: 'L' | 'E'): ApiRule => ({ acceso: 'permiso', claves: ['PERSONAS'], nivel });

/** API rules of the usuarios routes (src/api/routes/usuarios.ts): user administration needs PERSONAS. */
export const RULES_USUARIOS: Record<string, ApiRule> = {
  'GET /usuarios': personas('L'),
  'GET /usuarios/etiquetas': personas('L'),
  'GET /usuarios/{usuarioId}': personas('L'),
  'POST /usuarios': personas('E'),
  'PUT /usuarios/{usuarioId}': personas('E'),
  'PATCH /usuarios/{usuarioId}': personas('E'),
  'POST /usuarios/{usuarioId}/perfiles': personas('E'),
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}': personas('E'),
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}/proyectos/{proyectoId}': personas('E'),
  'POST /usuarios/{usuarioId}/etiquetas/reasignar': personas('E'),
  // Profile names for selects (e.g. the invitation form, a project's team): any signed-in user.
  'GET /perfiles': sesion,
};
