import { FIRMAS, PROCESOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/**
 * API rules of src/api/routes/firmas.ts (listing reads GEST_FIRMA, signing writes it; the domain
 * then checks the profile) and firmas-requisitos.ts (a process setting: the PROCESOS policy).
 */
export const RULES_FIRMAS: Record<string, ApiRule> = {
  'GET /firmas': permiso(FIRMAS.lee),
  'POST /ficheros/firmar': permiso(FIRMAS.escribe),
  'GET /procesos/{procesoId}/firmas': permiso(PROCESOS.lee),
  'PUT /procesos/{procesoId}/firmas': permiso(PROCESOS.escribe),
};
