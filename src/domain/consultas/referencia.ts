import { todayIso } from '../shared/fechas.ts';

// The reference an enquirer gets: the year and six random characters (CON-2026-7KD3MQ). Random
// rather than a sequence, so that a reference tells nobody how many enquiries there are nor lets
// them guess another's; letters and digits that read alike (0/O, 1/I) are left out.

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function nuevaReferencia(now: Date, random: (buf: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(6));
  const sufijo = [...bytes].map((b) => ALFABETO[b % ALFABETO.length]).join('');
  return `CON-${todayIso(now).slice(0, 4)}-${sufijo}`;
}
