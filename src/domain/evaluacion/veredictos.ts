import { NO_APLICA } from '../autoevaluacion/reglas.ts';

// The evaluator's verdicts (met, not met, not applicable), written through the same
// PATCH as the team's (estado C or NC; NA marks the standard not applicable). The team's
// working statuses (PTE, CUR) mean "not judged yet" on an evaluation.

/** Statuses that count as judged on an evaluation. */
export const ESTADOS_JUZGADOS = ['C', 'NC'] as const;

/** What the evaluator's form offers, in order. */
export const VEREDICTOS_EVALUACION = [...ESTADOS_JUZGADOS, NO_APLICA] as const;
