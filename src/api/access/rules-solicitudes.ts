import { SOLICITUDES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const lee = permiso(SOLICITUDES.lee);
const escribe = permiso(SOLICITUDES.escribe);

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
