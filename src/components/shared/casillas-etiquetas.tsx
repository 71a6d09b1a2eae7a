'use client';

import { ColorTag } from '../ui/tag.tsx';

type Etiqueta = { Id: number; Nombre: string; Color: string };

/** `marcadas` after ticking (`marcada`) or unticking the checkbox of `id`: a new set, for React state. */
export function conMarca(marcadas: Set<number>, id: number, marcada: boolean): Set<number> {
  const next = new Set(marcadas);
  if (marcada) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * One checkbox per tag, each labelled with the tag in its colour; `marcadas` are the ticked ones
 * and `onChange` gets the set after a tick or an untick (the standards' and the tasks' tags).
 */
export function CasillasEtiquetas(props: {
  etiquetas: Etiqueta[];
  marcadas: Set<number>;
  onChange: (marcadas: Set<number>) => void;
  claseEtiqueta: string;
  claseCasilla?: string;
}) {
  const { marcadas } = props;
  return props.etiquetas.map((e) => (
    <label key={e.Id} className={props.claseEtiqueta}>
      <input
        type="checkbox"
        className={props.claseCasilla}
        checked={marcadas.has(e.Id)}
        onChange={(ev) => props.onChange(conMarca(marcadas, e.Id, ev.target.checked))}
      />
      <ColorTag color={e.Color}>{e.Nombre}</ColorTag>
    </label>
  ));
}
