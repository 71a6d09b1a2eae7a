import { PERSONAS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, sesion } from './rule.ts';

const lee = permiso(PERSONAS.lee);
const escribe = permiso(PERSONAS.escribe);

/** API rules of the usuarios routes (src/api/routes/usuarios.ts): user administration needs PERSONAS. */
export const RULES_USUARIOS: Record<string, ApiRule> = {
  'GET /usuarios': lee,
  'GET /usuarios/etiquetas': lee,
  'GET /usuarios/{usuarioId}': lee,
  'POST /usuarios': escribe,
  'PUT /usuarios/{usuarioId}': escribe,
  'PATCH /usuarios/{usuarioId}': escribe,
  'POST /usuarios/{usuarioId}/perfiles': escribe,
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}': escribe,
  'DELETE /usuarios/{usuarioId}/perfiles/{perfilId}/proyectos/{proyectoId}': escribe,
  'POST /usuarios/{usuarioId}/etiquetas/reasignar': escribe,
  // Profile names for selects (e.g. the invitation form, a project's team): any signed-in user.
  'GET /perfiles': sesion,
};
