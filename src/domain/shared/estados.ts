// Statuses of records that areas of an earlier layer read too (the project documents' phase,
// src/domain/permisos/fase-proyecto.ts): stated here once, re-exported by their areas' rules.

/** Status of a self-assessment the team can still work on (catalogue entity Autoevaluacion). */
export const ESTADO_ABIERTA = 'CURSO';

/** Statuses of a correction round (catalogue entity Subsanacion). */
export const ESTADO_RONDA = { abierta: 'ABIERTA', reenviada: 'REENVIADA', caducada: 'CADUCADA' } as const;
