import type { Tone } from '../../ui/tag.tsx';

/** dd/mm/yyyy of an ISO date or date-time (the spec shows dates that way); '—' for none. */
export function fechaCorta(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '—';
}

/** Palette role of a manual's state (the tag also says it in words). */
export const toneEstado = (estado: string): Tone =>
  estado === 'vigente' ? 'positivo' : estado === 'edicion' ? 'progreso' : 'neutro';

/** A whole number from a route segment, or 0 (which no row has). */
export const idDe = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : 0);
