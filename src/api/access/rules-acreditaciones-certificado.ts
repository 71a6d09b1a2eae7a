import { ACREDITACIONES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso, publico } from './rule.ts';

/**
 * API rules of src/api/routes/acreditaciones-certificado.ts: generating a certificate writes the
 * accreditation (GEST_CERT_ACRED at E); verifying a code is public (rate-limited in the domain).
 */
export const RULES_ACREDITACIONES_CERTIFICADO: Record<string, ApiRule> = {
  'POST /acreditaciones/{acreditacionId}/certificado': permiso(ACREDITACIONES.escribe),
  'GET /publico/verificacion/{csv}': publico,
  'GET /publico/verificacion/{csv}/certificado': publico,
};
