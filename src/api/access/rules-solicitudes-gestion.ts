import type { ApiRule } from './rules.ts';

// Literal rules: importing the helpers from ./rules.ts would be a circular import (it spreads this table).
// The domain checks the same rule again (src/domain/solicitudes/responsables.ts).

/** API rules of src/api/routes/solicitudes-gestion.ts. */
export const RULES_SOLICITUDES_GESTION: Record<string, ApiRule> = {
  'GET /solicitudes/responsables': { acceso: 'permiso', claves: ['GEST_SOLICITUDES'], nivel: 'L' },
};
