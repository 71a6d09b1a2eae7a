// The in-force rule of an accreditation, stated once: the register, the
// verification page, the widget's data, the scheduled job and the management list all read it.
// Dates are ISO `yyyy-mm-dd` strings, so comparing them as strings compares the days.

export interface FechasAcreditacion {
  fechaPublicacion: string | null;
  fechaVigencia: string | null;
  fechaRevocacion: string | null;
  fechaSuspension: string | null;
}

/** In force: publication ≤ today ≤ validity, and neither revoked nor suspended. */
export function estaVigente(a: FechasAcreditacion, hoy: string): boolean {
  if (!a.fechaPublicacion || !a.fechaVigencia) return false;
  if (a.fechaRevocacion || a.fechaSuspension) return false;
  return a.fechaPublicacion <= hoy && hoy <= a.fechaVigencia;
}

/** What the public verification page says of a certificate. */
export type SituacionCertificado = 'VIGENTE' | 'CADUCADA' | 'SUSPENDIDA' | 'REVOCADA' | 'NO_PUBLICADA';

/**
 * The spec's rule counts a revocation or suspension date as soon as it exists (even one set for
 * a later day), so the page names it the same way: an accreditation is never "not published"
 * only because its suspension is dated in the future.
 */
export function situacion(a: FechasAcreditacion, hoy: string): SituacionCertificado {
  if (a.fechaRevocacion) return 'REVOCADA';
  if (a.fechaSuspension) return 'SUSPENDIDA';
  if (!a.fechaPublicacion || a.fechaPublicacion > hoy) return 'NO_PUBLICADA';
  if (!a.fechaVigencia || hoy > a.fechaVigencia) return 'CADUCADA';
  return estaVigente(a, hoy) ? 'VIGENTE' : 'NO_PUBLICADA';
}
