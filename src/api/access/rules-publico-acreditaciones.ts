import { type ApiRule, publico } from './rule.ts';

/**
 * API rules of src/api/routes/publico-acreditaciones.ts: anyone may call them. What a caller
 * sees is decided in the domain (src/domain/acreditaciones/registro.ts): accreditations in
 * force only, and only their public certificate.
 */
export const RULES_PUBLICO_ACREDITACIONES: Record<string, ApiRule> = {
  'GET /publico/acreditaciones': publico,
  'GET /publico/acreditaciones/{acreditacionId}': publico,
  'GET /publico/acreditaciones/{acreditacionId}/certificado': publico,
  // The register as open data (src/api/routes/publico-datos.ts): the same accreditations in force.
  'GET /publico/datos/acreditaciones.csv': publico,
  'GET /publico/datos/acreditaciones.json': publico,
  'GET /publico/datos/acreditaciones.atom': publico,
  'GET /publico/datos/catalogo.rdf': publico,
};
