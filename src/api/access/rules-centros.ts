import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
// The domain checks the same rule again (src/domain/centros/acceso.ts).
const lee: ApiRule = { acceso: 'permiso', claves: ['GEST_CENTROS', 'GEST_SOLICITUDES'], nivel: 'L' };
const escribe: ApiRule = { acceso: 'permiso', claves: ['GEST_CENTROS'], nivel: 'E' };

/** API rules of src/api/routes/centros.ts. */
export const RULES_CENTROS: Record<string, ApiRule> = {
  'GET /centros': lee,
  'GET /centros/{centroId}': lee,
  'POST /centros': escribe,
  'PUT /centros/{centroId}': escribe,
  'DELETE /centros/{centroId}': escribe,
};
