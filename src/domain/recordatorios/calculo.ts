import { diasEntre, fechaEs, sumarDias } from '../shared/fechas.ts';

export { diasEntre, fechaEs, sumarDias };

// Pure day arithmetic of the reminders: which milestone dates a template fires for on a given day.
// Dates are ISO calendar days (yyyy-mm-dd, Europe/Madrid as given by todayIso); arithmetic is done
// in UTC so no time zone or DST shift can move a day.

/** Days a missed send day is still caught up (the job was down): older ones are never sent. */
export const DIAS_RECUPERACION = 7;

/** The day a template sends for a milestone: `dias` after it (negative `dias` = before it). */
export const diaDeEnvio = (hito: string, dias: number) => sumarDias(hito, dias);

/**
 * Whether a reminder for `hito` is due on `hoy`: its send day is today, or it passed at most
 * DIAS_RECUPERACION days ago (catch-up after the job was down). Whether it was already sent
 * is the ledger's business, not this function's.
 */
export function toca(hoy: string, hito: string, dias: number): boolean {
  const retraso = diasEntre(diaDeEnvio(hito, dias), hoy);
  return retraso >= 0 && retraso <= DIAS_RECUPERACION;
}

/**
 * The range of milestone dates (inclusive) a template with `dias` fires for on `hoy`: the
 * inverse of `toca`, so the database can be asked with a BETWEEN on the milestone column.
 */
export function ventanaHitos(hoy: string, dias: number): { desde: string; hasta: string } {
  return { desde: sumarDias(hoy, -dias - DIAS_RECUPERACION), hasta: sumarDias(hoy, -dias) };
}
