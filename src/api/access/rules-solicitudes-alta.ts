import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).

/** API rules of src/api/routes/solicitudes-alta.ts. */
export const RULES_SOLICITUDES_ALTA: Record<string, ApiRule> = {
  // Public: the wizard's submit. Staff fields are checked by the domain (src/domain/solicitudes/alta-checks.ts).
  'POST /solicitudes': { acceso: 'publico' },
};
