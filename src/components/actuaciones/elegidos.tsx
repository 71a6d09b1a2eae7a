'use client';

import { X } from 'lucide-react';
import { useState } from 'react';
import { BuscadorCombobox } from '../shared/buscador-combobox.tsx';

export interface Elegido {
  Id: number;
  Nombre: string;
}

/**
 * A list of chosen records (people, centres) with a search box that adds one more and a
 * button per record that removes it; `onQuitar` may do the removal on the server first
 * (an existing actuación's person) and answer false to keep the record.
 */
export function Elegidos(props: {
  id: string;
  label: string;
  instancia: string;
  ruta: string;
  hint: string;
  sinResultados: string;
  vacio: string;
  quitarTexto: (nombre: string) => string;
  elegidos: Elegido[];
  onChange: (elegidos: Elegido[]) => void;
  onQuitar?: (e: Elegido) => Promise<boolean>;
  errors?: string[];
  disabled?: boolean;
}) {
  // A new search box after each choice: the chosen name leaves the box for the list.
  const [vuelta, setVuelta] = useState(0);
  const quitar = async (e: Elegido) => {
    if (props.onQuitar && !(await props.onQuitar(e))) return;
    props.onChange(props.elegidos.filter((x) => x.Id !== e.Id));
  };
  return (
    <div className="grid gap-2">
      {props.disabled ? null : (
        <BuscadorCombobox<Elegido>
          key={vuelta}
          id={props.id}
          label={props.label}
          instancia={props.instancia}
          ruta={props.ruta}
          etiqueta={(o) => o.Nombre}
          hint={props.hint}
          sinResultados={props.sinResultados}
          errors={props.errors}
          onChange={() => undefined}
          onElegir={(o) => {
            if (!props.elegidos.some((x) => x.Id === o.Id)) props.onChange([...props.elegidos, { Id: o.Id, Nombre: o.Nombre }]);
            setVuelta((v) => v + 1);
          }}
        />
      )}
      <ul className="flex flex-wrap gap-2" aria-label={props.label}>
        {props.elegidos.length === 0 ? <li className="text-slate-700">{props.vacio}</li> : null}
        {props.elegidos.map((e) => (
          <li
            key={e.Id}
            className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3"
          >
            <span className="text-slate-900">{e.Nombre}</span>
            {props.disabled ? null : (
              <button
                type="button"
                className="rounded-full p-1 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-slate-900"
                aria-label={props.quitarTexto(e.Nombre)}
                onClick={() => quitar(e)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
