import type { LucideIcon } from 'lucide-react';

/**
 * An icon drawn once and shown many times: a list whose every row shows the same lucide icon
 * (the board's grip, the evidences' padlock, the dashboard's arrows) defines its drawing once with
 * `DefinicionIconos` and each row shows it with `IconoCompartido`, an `<svg><use href="#id">`.
 * A lucide icon repeats its whole drawing (≈ 450 bytes of SVG) in the HTML of every row, and, when
 * a server component renders it, again in the page's RSC payload (lucide's icon is a client
 * component that receives its path data as props); a reference is ≈ 80 bytes. The browser draws
 * the same picture, in the same colour (`currentColor` of the row) and size (the row's classes).
 *
 * Rule: the definitions live in the same component as the rows that use them (mounted for as
 * long as they are), and each id is unique on the page (`useId` in a client component, or a
 * fixed id on a page that renders the list once).
 */
export function DefinicionIconos({ iconos }: { iconos: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute h-0 w-0 overflow-hidden">
      {Object.entries(iconos).map(([id, Icono]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icono />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One use of an icon defined by `DefinicionIconos`: an image named `etiqueta` (role="img"), or,
 * without it, decoration hidden from assistive technology (its text is beside it).
 */
export function IconoCompartido({ id, etiqueta, className }: { id: string; etiqueta?: string; className?: string }) {
  const uso = <use href={`#${id}`} />;
  return etiqueta ? (
    <svg role="img" aria-label={etiqueta} className={className}>
      {uso}
    </svg>
  ) : (
    <svg aria-hidden="true" className={className}>
      {uso}
    </svg>
  );
}
