import { seguimiento as t } from '../../i18n/autoevaluacion-seguimiento.ts';
import { validacion } from '../../i18n/validacion.ts';
import { sumarDias } from '../shared/fechas.ts';

// The dates Configurar proposes for a follow-up cycle (spec: "dates are proposed from the phase
// deadlines"). Pure, so the form recomputes them in the browser when the planned start changes
// and the server proposes the same ones.

/** The process's term (plazo, days) of each phase it sets one for. */
export type Plazos = Record<string, number>;

/**
 * A follow-up phase's term: the process's own for it, else the first cycle's counterpart
 * (AUT-SEG → AUT-INI, EVA-SEG → EVA-INI): processes configured before follow-up existed set
 * only the first cycle's terms.
 */
export function plazoSeguimiento(plazos: Plazos, fase: 'AUT-SEG' | 'EVA-SEG'): number | null {
  return plazos[fase] ?? plazos[fase.replace('-SEG', '-INI')] ?? null;
}

export interface FechasSeguimiento {
  /** ISO yyyy-mm-dd. */
  fechaInicio: string;
  /** The follow-up self-assessment's deadline: start + AUT-SEG term. */
  fechaLimite: string | null;
  /** The next deadline (fechaLimiteSiguiente), the follow-up evaluation's: deadline + EVA-SEG term. */
  fechaLimiteSiguiente: string | null;
}

/**
 * The deadline of the evaluation that follows a self-assessment finished on `hoy`: the next
 * deadline (fechaLimiteSiguiente) agreed when follow-up was configured (the
 * Configurar form sets it as the follow-up evaluation's deadline) while it is still ahead;
 * otherwise (none agreed, as in the first cycle, or already past) `hoy` plus the process's term
 * for the phase, or none when the process sets none.
 */
export function limiteEvaluacion(p: { fechaLimiteSiguiente: string | null; hoy: string; plazo: number | null }): string | null {
  if (p.fechaLimiteSiguiente !== null && p.fechaLimiteSiguiente > p.hoy) return p.fechaLimiteSiguiente;
  return p.plazo === null ? null : sumarDias(p.hoy, p.plazo);
}

/** The proposed dates from a planned start (ISO); null where the process sets no term. */
export function proponerFechas(fechaInicio: string, plazos: Plazos): FechasSeguimiento {
  const aut = plazoSeguimiento(plazos, 'AUT-SEG');
  const eva = plazoSeguimiento(plazos, 'EVA-SEG');
  const fechaLimite = aut === null ? null : sumarDias(fechaInicio, aut);
  const fechaLimiteSiguiente = fechaLimite === null || eva === null ? null : sumarDias(fechaLimite, eva);
  return { fechaInicio, fechaLimite, fechaLimiteSiguiente };
}

/**
 * The rules of the dates that open follow-up (ISO), each broken one under its field with the
 * spec's text: the next deadline after today and not before the self-assessment's
 * deadline, which is not before the planned start. The server refuses with these (422), and
 * Configurar says them before asking to confirm.
 */
export function erroresFechasSeguimiento(
  f: { inicio: string; limite: string | null; siguiente: string },
  hoy: string,
): Partial<Record<'fechaLimite' | 'fechaLimiteSiguiente', string[]>> {
  const errors: Partial<Record<'fechaLimite' | 'fechaLimiteSiguiente', string[]>> = {};
  if (f.siguiente <= hoy) errors.fechaLimiteSiguiente = [validacion.futureDate];
  else if (f.limite !== null && f.siguiente < f.limite) errors.fechaLimiteSiguiente = [t.siguienteAntesLimite];
  if (f.limite !== null && f.limite < f.inicio) errors.fechaLimite = [t.limiteAntesInicio];
  return errors;
}
