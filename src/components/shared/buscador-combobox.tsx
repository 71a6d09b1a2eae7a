'use client';

import { type KeyboardEvent, useEffect, useState } from 'react';
import { callApi } from '../api-client.ts';
import { TextField } from '../ui/form-controls.tsx';

/** The chooser's props; a chooser of one kind of record fixes some of them (ProyectoCombobox). */
export interface BuscadorComboboxProps<O> {
  id: string;
  label: string;
  instancia: string;
  required?: boolean;
  errors?: string[];
  onChange: (id: number | null) => void;
  /** The whole record chosen (a chooser that adds it to a list needs its name too). */
  onElegir?: (o: O) => void;
  /** The list the suggestions come from, e.g. /proyectos. */
  ruta: string;
  /** More query parameters of that list (campos, a filter). */
  parametros?: Record<string, string>;
  /** How a suggestion reads. */
  etiqueta: (o: O) => string;
  /** The record already chosen (an edit form). */
  inicial?: O | null;
  hint: string;
  /** Said when the text matches nothing. */
  sinResultados: string;
  disabled?: boolean;
}

/**
 * Chooses a record by typing part of its name (a GET list answering `{ Registros }` to
 * `texto`), following the ARIA combobox pattern: arrows move through the suggestions, Enter
 * chooses, Escape closes. Reports the chosen record's id (null while none is chosen). The
 * project chooser and the people chooser of a project's evaluation team are this one.
 */
export function BuscadorCombobox<O extends { Id: number }>({
  instancia,
  onChange,
  onElegir,
  ruta,
  parametros,
  etiqueta,
  inicial,
  sinResultados,
  // The rest (id, label, required, errors, hint, disabled) are the text field's.
  ...campo
}: BuscadorComboboxProps<O>) {
  const extra = new URLSearchParams(parametros ?? {}).toString();
  const listId = `${campo.id}-opciones`;
  const [texto, setTexto] = useState(inicial ? etiqueta(inicial) : '');
  const [opciones, setOpciones] = useState<O[]>([]);
  const [abierto, setAbierto] = useState(false);
  const [activo, setActivo] = useState(-1);
  const [elegido, setElegido] = useState<O | null>(inicial ?? null);

  useEffect(() => {
    if (!abierto) return;
    let vigente = true;
    // A short pause so that typing a word makes one request, not one per key.
    const timer = setTimeout(async () => {
      const q = new URLSearchParams(extra);
      q.set('texto', texto);
      q.set('registrosPorPagina', '10');
      const res = await callApi<{ Registros: O[] }>('GET', `${ruta}?${q}`, undefined, {
        instancia: instancia,
        loginOn401: true,
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
  }, [texto, abierto, instancia, ruta, extra]);

  const elegir = (o: O) => {
    setElegido(o);
    setTexto(etiqueta(o));
    setAbierto(false);
    onChange(o.Id);
    onElegir?.(o);
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
        {...campo}
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
            onChange(null);
          }
        }}
        onFocus={() => setAbierto(true)}
        onBlur={() => setAbierto(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={campo.label}
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
        {abierto && texto.trim() !== '' && opciones.length === 0 ? sinResultados : ''}
      </p>
    </div>
  );
}
