import { FIRMAS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/firmas.ts: listing reads GEST_FIRMA, signing writes it (the domain then checks the profile). */
export const RULES_FIRMAS: Record<string, ApiRule> = {
  'GET /firmas': permiso(FIRMAS.lee),
  'POST /ficheros/firmar': permiso(FIRMAS.escribe),
};
