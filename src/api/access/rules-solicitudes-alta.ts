import { type ApiRule, publico } from './rule.ts';

/** API rules of src/api/routes/solicitudes-alta.ts. */
export const RULES_SOLICITUDES_ALTA: Record<string, ApiRule> = {
  // Public: the wizard's submit. Staff fields are checked by the domain (src/domain/solicitudes/alta-checks.ts).
  'POST /solicitudes': publico,
};
