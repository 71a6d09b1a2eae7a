'use client';

import { type FormEvent, useState } from 'react';
import { catalogoPruebas as api, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { type Errores, focusFirst, nonEmpty, validarPregunta } from './validar.ts';

export interface TipoPreguntaOpcion {
  clave: string;
  nombre: string;
  conRespuestas: boolean;
}

export interface PreguntaValues {
  enunciado: string;
  tipoClave: string;
  esencial: boolean;
  minimo: string;
  maximo: string;
  orden: string;
  aclaraciones: string;
}

export const preguntaVacia = (tipoClave = 'TEXTO'): PreguntaValues => ({
  enunciado: '',
  tipoClave,
  esencial: false,
  minimo: '',
  maximo: '',
  orden: '',
  aclaraciones: '',
});

/**
 * Adds a question (POST /preguntas) or edits one (PUT /preguntas/{id}) in place. The order field
 * is the keyboard alternative to dragging; empty on a new question means "at the end".
 */
export function PreguntaForm(props: {
  formularioId: number;
  preguntaId?: number;
  initial: PreguntaValues;
  tipos: TipoPreguntaOpcion[];
  idPrefix: string;
  /** After a successful save (the caller shows the toast and reloads). */
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const action = useApiAction();
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const [v, setV] = useState<PreguntaValues>(props.initial);
  const [local, setLocal] = useState<Errores>({});
  const set = (k: keyof PreguntaValues) => (e: { target: { value: string } }) => {
    setV((s) => ({ ...s, [k]: e.target.value }));
    setLocal((l) => ({ ...l, [k]: [] }));
    action.clearField(k);
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarPregunta(v);
    setLocal(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, (k) => id(k === 'tipoClave' ? 'tipo' : k));
    const res = props.preguntaId
      ? await action.run('PUT', `/preguntas/${props.preguntaId}`, v, { success: null })
      : await action.run('POST', '/preguntas', { formularioId: props.formularioId, ...v }, { success: null });
    if (res.ok) props.onSaved(props.preguntaId ? t.guardado : api.preguntaCreada);
  }
  const err = { ...action.fieldErrors, ...nonEmpty(local) };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-3">
      <fieldset disabled={action.busy} className="contents">
        <TextAreaField
          id={id('enunciado')}
          label={t.enunciado}
          value={v.enunciado}
          onChange={set('enunciado')}
          errors={err.enunciado}
          rows={2}
          required
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={id('tipo')}
            label={t.tipo}
            value={v.tipoClave}
            onChange={set('tipoClave')}
            errors={err.tipoClave}
            options={props.tipos.map((tp) => ({ value: tp.clave, label: tp.nombre }))}
            placeholder={false}
          />
          <div className="flex items-end pb-2">
            <CheckboxField
              id={id('esencial')}
              label={t.esencial}
              checked={v.esencial}
              onChange={(c) => setV((s) => ({ ...s, esencial: c }))}
            />
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            id={id('minimo')}
            label={t.minimo}
            inputMode="numeric"
            value={v.minimo}
            onChange={set('minimo')}
            errors={err.minimo}
            optional
          />
          <TextField
            id={id('maximo')}
            label={t.maximo}
            inputMode="numeric"
            value={v.maximo}
            onChange={set('maximo')}
            errors={err.maximo}
            optional
          />
          <TextField
            id={id('orden')}
            label={t.orden}
            hint={t.ordenAyuda}
            inputMode="numeric"
            value={v.orden}
            onChange={set('orden')}
            errors={err.orden}
            optional
          />
        </div>
        <TextAreaField
          id={id('aclaraciones')}
          label={t.aclaraciones}
          value={v.aclaraciones}
          onChange={set('aclaraciones')}
          errors={err.aclaraciones}
          rows={2}
          optional
        />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" size="sm">
            {t.guardar}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={props.onCancel}>
            {t.cancelar}
          </Button>
        </div>
      </fieldset>
      <ActionFeedback action={action} />
    </form>
  );
}
