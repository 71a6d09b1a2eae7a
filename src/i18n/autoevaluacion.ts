/**
 * Texts shared by the whole self-assessment area. Each part of the area (standards and board,
 * evidences, planning, team, finish) keeps its own texts in `autoevaluacion-<parte>.ts`.
 */
export const autoevaluacionContribucion = {
  finalizada: 'La autoevaluación está finalizada: ya no admite cambios',
  expirada: 'La autoevaluación ha expirado: ya no admite cambios',
  noAbierta: 'La autoevaluación no está en curso: no admite cambios',
} as const;
