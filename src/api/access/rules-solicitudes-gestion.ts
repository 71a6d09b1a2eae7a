import { SOLICITUDES } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/solicitudes-gestion.ts. */
export const RULES_SOLICITUDES_GESTION: Record<string, ApiRule> = {
  'GET /solicitudes/responsables': permiso(SOLICITUDES.lee),
};
