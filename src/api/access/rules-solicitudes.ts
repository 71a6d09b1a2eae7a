import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
// The domain checks the same rule again (src/domain/solicitudes/acceso.ts).
const lee: ApiRule = { acceso: 'permiso', claves: ['GEST_SOLICITUDES'], nivel: 'L' };
const escribe: ApiRule = { acceso: 'permiso', claves: ['GEST_SOLICITUDES'], nivel: 'E' };

/** API rules of src/api/routes/solicitudes.ts (staff's requests management). */
export const RULES_SOLICITUDES: Record<string, ApiRule> = {
  'GET /solicitudes': lee,
  'GET /solicitudes/{solicitudId}': lee,
  'PUT /solicitudes/{solicitudId}': escribe,
  'DELETE /solicitudes/{solicitudId}': escribe,
  'PUT /solicitudes/{solicitudId}/aceptar': escribe,
  'PUT /solicitudes/{solicitudId}/rechazar': escribe,
  'POST /solicitudes/{solicitudId}/observaciones': escribe,
  'PUT /solicitudes/observaciones/{observacionId}': escribe,
  'DELETE /solicitudes/observaciones/{observacionId}': escribe,
  'POST /solicitudes/{solicitudId}/noConformidades': escribe,
  'PUT /solicitudes/noConformidades/{noConformidadId}': escribe,
  'DELETE /solicitudes/noConformidades/{noConformidadId}': escribe,
};
