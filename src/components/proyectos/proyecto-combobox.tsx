'use client';

import { type KeyboardEvent, useEffect, useState } from 'react';
import { proyectosSelector as t } from '../../i18n/proyectos.ts';
import { TextField } from '../ui/form-controls.tsx';
import { callApi } from '../usuarios/api.ts';

export interface ProyectoOpcion {
  Id: number;
  Codigo: string;
  Centro: string;
}

const etiqueta = (o: ProyectoOpcion) => `${o.Codigo} · ${o.Centro}`;

/**
 * Chooses a project by typing part of its code or its centre's name (GET /proyectos), following
 * the ARIA combobox pattern: arrows move through the suggestions, Enter chooses, Escape closes.
 * Reports the chosen project's id (null while none is chosen).
 */
export function ProyectoCombobox(props: {
  id: string;
  label: string;
  instancia: string;
  required?: boolean;
  errors?: string[];
  onChange: (id: number | null) => void;
  /** Where the suggestions come from (default GET /proyectos): a list of { Id, Codigo, Centro }. */
  ruta?: string;
  /** The project already chosen (an edit form). */
  inicial?: ProyectoOpcion | null;
  hint?: string;
  disabled?: boolean;
}) {
  const listId = `${props.id}-opciones`;
  const [texto, setTexto] = useState(props.inicial ? etiqueta(props.inicial) : '');
  const [opciones, setOpciones] = useState<ProyectoOpcion[]>([]);
  const [abierto, setAbierto] = useState(false);
  const [activo, setActivo] = useState(-1);
  const [elegido, setElegido] = useState<ProyectoOpcion | null>(props.inicial ?? null);

  useEffect(() => {
    if (!abierto) return;
    let vigente = true;
    // A short pause so that typing a word makes one request, not one per key.
    const timer = setTimeout(async () => {
      const q = new URLSearchParams({ texto, registrosPorPagina: '10', campos: 'Id,Codigo,Centro' });
      const res = await callApi<{ Registros: ProyectoOpcion[] }>('GET', `${props.ruta ?? '/proyectos'}?${q}`, undefined, {
        instancia: props.instancia,
      });
      if (vigente) {
        setOpciones(res.data?.Registros ?? []);
        setActivo(-1);
      }
    }, 200);
    return () => {
      vigente = false;
      clearTimeout(timer);
    };
  }, [texto, abierto, props.instancia, props.ruta]);

  const elegir = (o: ProyectoOpcion) => {
    setElegido(o);
    setTexto(etiqueta(o));
    setAbierto(false);
    props.onChange(o.Id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!abierto) setAbierto(true);
      const paso = e.key === 'ArrowDown' ? 1 : -1;
      setActivo((i) => (opciones.length === 0 ? -1 : (i + paso + opciones.length) % opciones.length));
    } else if (e.key === 'Enter' && abierto && activo >= 0 && opciones[activo]) {
      e.preventDefault();
      elegir(opciones[activo]);
    } else if (e.key === 'Escape' && abierto) {
      e.preventDefault();
      setAbierto(false);
    }
  };

  return (
    <div className="relative">
      <TextField
        id={props.id}
        label={props.label}
        required={props.required}
        errors={props.errors}
        hint={props.hint ?? t.ayuda}
        disabled={props.disabled}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={abierto}
        aria-controls={listId}
        aria-activedescendant={abierto && activo >= 0 ? `${listId}-${activo}` : undefined}
        value={texto}
        onChange={(e) => {
          setTexto(e.target.value);
          setAbierto(true);
          if (elegido) {
            setElegido(null);
            props.onChange(null);
          }
        }}
        onFocus={() => setAbierto(true)}
        onBlur={() => setAbierto(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={props.label}
        hidden={!abierto || opciones.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {opciones.map((o, i) => (
          <div
            key={o.Id}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === activo}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              elegir(o);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${i === activo ? 'bg-brand text-white' : 'text-slate-900'}`}
          >
            {etiqueta(o)}
          </div>
        ))}
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {abierto && texto.trim() !== '' && opciones.length === 0 ? t.sinResultados : ''}
      </p>
    </div>
  );
}
