'use client';

import { type FormEvent, useId, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { useEditor } from './contexto.tsx';

interface NodoValores {
  codigo: string;
  /** The block's name, or the description of a standard or evidence. */
  texto: string;
  esencial: boolean;
}

/**
 * The small in-place form of the editor: code, name or description, and (for standards and
 * evidences) the essential flag. `send` returns the server's field errors, or null when saved.
 */
export function NodoForm(props: {
  legend: string;
  textoLabel: string;
  /** Field name of `texto` in the API payload, to show its errors. */
  textoCampo: 'nombre' | 'descripcion';
  conEsencial: boolean;
  initial?: NodoValores;
  submitLabel: string;
  send: (v: NodoValores) => Promise<Record<string, string[]> | null>;
  onDone: () => void;
}) {
  const { busy } = useEditor();
  const id = useId();
  const [v, setV] = useState<NodoValores>(props.initial ?? { codigo: '', texto: '', esencial: false });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await props.send(v);
    if (result === null) {
      props.onDone();
      return;
    }
    setErrors(result);
  }
  return (
    <form onSubmit={submit} className="mt-2 rounded-md border border-slate-300 bg-slate-50 p-3" noValidate>
      <fieldset className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{props.legend}</legend>
        <TextField
          id={`${id}-codigo`}
          label={t.codigo}
          value={v.codigo}
          required
          maxLength={50}
          errors={errors.codigo}
          onChange={(e) => setV({ ...v, codigo: e.target.value })}
        />
        <TextField
          id={`${id}-texto`}
          label={props.textoLabel}
          value={v.texto}
          required
          maxLength={4000}
          errors={errors[props.textoCampo]}
          onChange={(e) => setV({ ...v, texto: e.target.value })}
        />
        {props.conEsencial ? (
          <div className="sm:col-span-2">
            <CheckboxField
              id={`${id}-esencial`}
              label={t.esencial}
              checked={v.esencial}
              onChange={(esencial) => setV({ ...v, esencial })}
            />
          </div>
        ) : null}
      </fieldset>
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {props.submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={props.onDone}>
          {t.cancelar}
        </Button>
      </div>
    </form>
  );
}
