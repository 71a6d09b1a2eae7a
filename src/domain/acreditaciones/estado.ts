import type { EstadoAcreditacion } from './schema.ts';
import type { FechasAcreditacion } from './vigencia.ts';

/**
 * The status the dates give when staff leave it to them (and what the scheduled job applies
 * once the validity has passed): revoked when a revocation date exists, expired once the
 * validity is over, in force from publication, pending before. A suspension keeps the status
 * (the spec has no key for it); the in-force rule (vigencia.ts) leaves it out of the register.
 */
export function estadoSegunFechas(f: FechasAcreditacion, hoy: string): EstadoAcreditacion {
  if (f.fechaRevocacion) return 'REV';
  if (f.fechaVigencia && f.fechaVigencia < hoy) return 'CAD';
  if (f.fechaPublicacion && f.fechaPublicacion <= hoy) return 'VIG';
  return 'PRE';
}
