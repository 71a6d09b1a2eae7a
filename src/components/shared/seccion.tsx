import type { ReactNode } from 'react';

/**
 * A section labelled by its own h2. The frame and layout vary between the pages that use it
 * (`className`), and so does the heading's size: text-xl in a page's body, text-lg on an
 * area home's cards.
 */
export function Seccion(props: { id: string; titulo: ReactNode; className: string; tituloLg?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={props.className}>
      <h2 id={props.id} className={`${props.tituloLg ? 'text-lg' : 'text-xl'} font-semibold text-slate-900`}>
        {props.titulo}
      </h2>
      {props.children}
    </section>
  );
}

/** A bulleted list, or the text that says it is empty. */
export function ListaOVacio<T>(props: {
  items: T[];
  vacio: string;
  clave: (item: T) => string | number;
  item: (item: T) => ReactNode;
}) {
  if (props.items.length === 0) return <p className="text-slate-700">{props.vacio}</p>;
  return (
    <ul className="grid list-disc gap-1 pl-6 text-slate-800">
      {props.items.map((i) => (
        <li key={props.clave(i)}>{props.item(i)}</li>
      ))}
    </ul>
  );
}
