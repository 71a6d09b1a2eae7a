import type { ReactNode } from 'react';
import { textOn } from './color.ts';

/** A pill in the record's own colour (tags, blocks), with black or white text for contrast. */
export function ColorTag({ color, children }: { color: string | null | undefined; children: ReactNode }) {
  const background = color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#e2e8f0';
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: background, color: textOn(background) }}
    >
      {children}
    </span>
  );
}

const TONES = {
  positivo: 'bg-emerald-100 text-emerald-900',
  progreso: 'bg-amber-100 text-amber-900',
  pendiente: 'bg-sky-100 text-sky-900',
  negativo: 'bg-red-100 text-red-900',
  neutro: 'bg-slate-200 text-slate-800',
} as const;

export type Tone = keyof typeof TONES;

/** A status in words on the palette role of the `estados` lookup (colour never carries it alone). */
export function StatusTag({ tone, children }: { tone: Tone | string; children: ReactNode }) {
  const cls = TONES[tone as Tone] ?? TONES.neutro;
  // `etiqueta` (styles.css): the pill's shape in one class, as lists repeat it on every row.
  return <span className={`etiqueta ${cls}`}>{children}</span>;
}
