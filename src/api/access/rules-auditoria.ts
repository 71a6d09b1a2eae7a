import { AUDITORIA } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/auditoria.ts: reading the audit log. */
export const RULES_AUDITORIA: Record<string, ApiRule> = {
  'GET /auditoria': permiso(AUDITORIA.lee),
};
