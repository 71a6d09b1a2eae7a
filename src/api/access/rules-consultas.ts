import { CONSULTAS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico } from './rule.ts';

const lee = permiso(CONSULTAS.lee);
const escribe = permiso(CONSULTAS.escribe);

/** API rules of src/api/routes/consultas.ts. */
export const RULES_CONSULTAS: Record<string, ApiRule> = {
  'GET /consultas': lee,
  'GET /consultas/responsables': lee,
  // Public: the contact form's stamp and its submission (staff's fields are checked by the domain).
  'GET /consultas/marca': publico,
  'POST /consultas': publico,
  'GET /consultas/{consultaId}': lee,
  'PUT /consultas/{consultaId}': escribe,
  'DELETE /consultas/{consultaId}': escribe,
  'POST /consultas/{consultaId}/etiquetas/reasignar': escribe,
  'GET /consultas/{consultaId}/observaciones': lee,
  'POST /consultas/{consultaId}/observaciones': escribe,
  'PUT /consultas/observaciones/{observacionId}': escribe,
  'DELETE /consultas/observaciones/{observacionId}': escribe,
};
