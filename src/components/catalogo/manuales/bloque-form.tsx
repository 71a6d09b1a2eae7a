'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { isColour, isPositiveInteger } from '../../../domain/validation/rules.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import type { BloqueValues } from './valores.ts';

type Errors = Partial<Record<keyof BloqueValues, string[]>>;

export function validateBloque(v: BloqueValues): Errors {
  const e: Errors = {};
  for (const k of ['codigo', 'nombre', 'manualId'] as const) if (!v[k].trim()) e[k] = [validacion.required];
  if (v.color.trim() && !isColour(v.color)) e.color = [validacion.colour];
  if (v.orden.trim() && !isPositiveInteger(v.orden)) e.orden = [validacion.positiveInteger];
  return e;
}

/** Create (POST /bloques) or edit (PUT /bloques/{id}) a block; `labels.bloque` is the instance's word. */
export function BloqueForm(props: {
  bloqueId?: number;
  initial: BloqueValues;
  manuales: Option[];
  readOnly?: boolean;
  bloque: string;
}) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const action = useApiAction();
  const [values, setValues] = useState<BloqueValues>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const alta = props.bloqueId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = <K extends keyof BloqueValues>(key: K, value: BloqueValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const id = (k: string) => `${base}-${k}`;
  const errs = (k: keyof BloqueValues) => errors[k] ?? action.fieldErrors[k];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBloque(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const payload = {
      codigo: values.codigo.trim(),
      nombre: values.nombre.trim(),
      manualId: Number(values.manualId),
      descripcion: values.descripcion || null,
      claseCSS: values.claseCSS.trim() || null,
      color: values.color.trim() || null,
      ...(values.orden.trim() ? { orden: Number(values.orden) } : {}),
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/bloques' : `/bloques/${props.bloqueId}`,
      payload,
      {
        success: t.guardado,
      },
    );
    if (!res.ok) return setAttempt((n) => n + 1);
    if (alta && res.data?.Id) await router.push(`/bloque/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{props.bloque}</legend>
        <SelectField
          id={id('manualId')}
          label={t.bloqueCampos.manualId}
          required
          disabled={!alta}
          value={values.manualId}
          options={props.manuales}
          onChange={(e) => set('manualId', e.target.value)}
          errors={errs('manualId')}
        />
        <TextField
          id={id('codigo')}
          label={t.bloqueCampos.codigo}
          required
          maxLength={50}
          value={values.codigo}
          onChange={(e) => set('codigo', e.target.value)}
          errors={errs('codigo')}
        />
        <TextField
          id={id('nombre')}
          label={t.bloqueCampos.nombre}
          required
          maxLength={300}
          className="sm:col-span-2"
          value={values.nombre}
          onChange={(e) => set('nombre', e.target.value)}
          errors={errs('nombre')}
        />
        <TextAreaField
          id={id('descripcion')}
          label={t.bloqueCampos.descripcion}
          optional
          className="sm:col-span-2"
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.target.value)}
          errors={errs('descripcion')}
        />
        <TextField
          id={id('color')}
          label={t.bloqueCampos.color}
          optional
          placeholder="#rrggbb"
          maxLength={7}
          value={values.color}
          onChange={(e) => set('color', e.target.value)}
          errors={errs('color')}
        />
        <TextField
          id={id('claseCSS')}
          label={t.bloqueCampos.claseCSS}
          optional
          maxLength={100}
          value={values.claseCSS}
          onChange={(e) => set('claseCSS', e.target.value)}
          errors={errs('claseCSS')}
        />
        <TextField
          id={id('orden')}
          label={t.bloqueCampos.orden}
          optional
          hint={t.ayudaOrden}
          inputMode="numeric"
          value={values.orden}
          onChange={(e) => set('orden', e.target.value)}
          errors={errs('orden')}
        />
      </fieldset>
      {props.readOnly ? null : (
        <div>
          <Button type="submit" disabled={action.busy}>
            {action.busy ? t.guardando : t.guardar}
          </Button>
        </div>
      )}
      <ActionFeedback action={action} />
    </form>
  );
}
