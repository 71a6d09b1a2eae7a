import { ACREDITACIONES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

const lee = permiso(ACREDITACIONES.lee);
const escribe = permiso(ACREDITACIONES.escribe);

/** API rules of src/api/routes/acreditaciones.ts (GEST_CERT_ACRED). */
export const RULES_ACREDITACIONES: Record<string, ApiRule> = {
  'GET /acreditaciones': lee,
  'GET /acreditaciones/proyectosElegibles': lee,
  'GET /acreditaciones/{acreditacionId}': lee,
  'POST /acreditaciones': escribe,
  'PUT /acreditaciones/{acreditacionId}': escribe,
  'DELETE /acreditaciones/{acreditacionId}': escribe,
  'GET /acreditaciones/{acreditacionId}/observaciones': lee,
  'POST /acreditaciones/{acreditacionId}/observaciones': escribe,
  'PUT /acreditaciones/observaciones/{acreditacionObservacionId}': escribe,
  'DELETE /acreditaciones/observaciones/{acreditacionObservacionId}': escribe,
};
