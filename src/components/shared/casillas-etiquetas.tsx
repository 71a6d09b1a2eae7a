'use client';

import { ColorTag } from '../ui/tag.tsx';

type Etiqueta = { Id: number; Nombre: string; Color: string };

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
        onChange={(ev) => {
          const next = new Set(marcadas);
          if (ev.target.checked) next.add(e.Id);
          else next.delete(e.Id);
          props.onChange(next);
        }}
      />
      <ColorTag color={e.Color}>{e.Nombre}</ColorTag>
    </label>
  ));
}
