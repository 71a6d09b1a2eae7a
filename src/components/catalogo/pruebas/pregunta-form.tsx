'use client';

import type { FormEvent } from 'react';
import { catalogoPruebas as api, paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { useFormFields } from '../comun/use-form-fields.ts';
import { focusFirst, validarPregunta } from './validar.ts';

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
  const f = useFormFields({
    initial: props.initial,
    action,
    idOf: (k) => `${props.idPrefix}-${k === 'tipoClave' ? 'tipo' : k}`,
  });
  const v = f.values;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validarPregunta(v);
    f.setErrors(errors);
    if (Object.keys(errors).length > 0) return focusFirst(errors, f.id);
    const res = props.preguntaId
      ? await action.run('PUT', `/preguntas/${props.preguntaId}`, v, { success: null })
      : await action.run('POST', '/preguntas', { formularioId: props.formularioId, ...v }, { success: null });
    if (res.ok) props.onSaved(props.preguntaId ? t.guardado : api.preguntaCreada);
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-md border border-slate-300 bg-slate-50 p-3">
      <fieldset disabled={action.busy} className="contents">
        <TextAreaField {...f.text('enunciado')} label={t.enunciado} rows={2} required />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            {...f.text('tipoClave')}
            label={t.tipo}
            options={props.tipos.map((tp) => ({ value: tp.clave, label: tp.nombre }))}
            placeholder={false}
          />
          <div className="flex items-end pb-2">
            <CheckboxField {...f.check('esencial')} label={t.esencial} />
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField {...f.text('minimo')} label={t.minimo} inputMode="numeric" optional />
          <TextField {...f.text('maximo')} label={t.maximo} inputMode="numeric" optional />
          <TextField {...f.text('orden')} label={t.orden} hint={t.ordenAyuda} inputMode="numeric" optional />
        </div>
        <TextAreaField {...f.text('aclaraciones')} label={t.aclaraciones} rows={2} optional />
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
