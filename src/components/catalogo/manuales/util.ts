import { fechaEs } from '../../../domain/catalogo/fechas.ts';
import type { Tone } from '../../ui/tag.tsx';

/** dd/mm/yyyy of an ISO date or date-time (the spec shows dates that way); '—' for none. */
export const fechaCorta = (iso: string | null | undefined): string => fechaEs(iso);

/** Palette role of a manual's state (the tag also says it in words). */
export const toneEstado = (estado: string): Tone =>
  estado === 'vigente' ? 'positivo' : estado === 'edicion' ? 'progreso' : 'neutro';

/** A whole number from a route segment, or 0 (which no row has). */
export const idDe = (segment: string) => (/^\d{1,9}$/.test(segment) ? Number(segment) : 0);
