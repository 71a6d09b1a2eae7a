import type { Tone } from '../../ui/tag.tsx';

/** Palette role of a manual's state (the tag also says it in words). */
export const toneEstado = (estado: string): Tone =>
  estado === 'vigente' ? 'positivo' : estado === 'edicion' ? 'progreso' : 'neutro';
