import { type ApiRule, publico } from './rule.ts';

/**
 * API rules of src/api/routes/procesos-abiertos.ts: anyone may read the processes open today
 * (the public page and the request wizard); the domain only ever returns what is public.
 */
export const RULES_PROCESOS_ABIERTOS: Record<string, ApiRule> = {
  'GET /procesosAbiertos': publico,
  'GET /procesosAbiertos/{procesoId}': publico,
};
