import { CENTROS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const lee = permiso(CENTROS.lee);
const escribe = permiso(CENTROS.escribe);

/** API rules of src/api/routes/centros.ts. */
export const RULES_CENTROS: Record<string, ApiRule> = {
  'GET /centros': lee,
  'GET /centros/{centroId}': lee,
  'POST /centros': escribe,
  'PUT /centros/{centroId}': escribe,
  'DELETE /centros/{centroId}': escribe,
};
