'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { isPositiveInteger } from '../../../domain/validation/rules.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import type { EvidenciaValues } from './form-values.ts';

type Errors = Partial<Record<keyof EvidenciaValues, string[]>>;

export function validateEvidencia(v: EvidenciaValues): Errors {
  const e: Errors = {};
  for (const k of ['manualId', 'estandarId', 'codigo', 'descripcion'] as const) if (!v[k].trim()) e[k] = [validacion.required];
  for (const k of ['minimo', 'orden'] as const)
    if (v[k].trim() && !isPositiveInteger(v[k].trim())) e[k] = [validacion.positiveInteger];
  return e;
}

/** Create (POST /evidencias) or edit (PUT /evidencias/{id}) an evidence. */
export function EvidenciaForm(props: {
  evidenciaId?: number;
  initial: EvidenciaValues;
  manuales: Option[];
  estandares: Array<Option & { manualId: number }>;
  labels: { estandar: string };
  readOnly?: boolean;
}) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const action = useApiAction();
  const [values, setValues] = useState<EvidenciaValues>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const alta = props.evidenciaId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = <K extends keyof EvidenciaValues>(key: K, value: EvidenciaValues[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'manualId' ? { estandarId: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const id = (k: string) => `${base}-${k}`;
  const errs = (k: keyof EvidenciaValues) => errors[k] ?? action.fieldErrors[k];
  const estandares = props.estandares.filter((s) => String(s.manualId) === values.manualId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEvidencia(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const payload = {
      manualId: Number(values.manualId),
      estandarId: Number(values.estandarId),
      codigo: values.codigo,
      descripcion: values.descripcion,
      observaciones: values.observaciones || null,
      esencial: values.esencial,
      minimo: values.minimo.trim() === '' ? null : Number(values.minimo),
      ...(values.orden.trim() ? { orden: Number(values.orden) } : {}),
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/evidencias' : `/evidencias/${props.evidenciaId}`,
      payload,
      { success: t.guardado },
    );
    if (!res.ok) return setAttempt((n) => n + 1);
    if (alta && res.data?.Id) await router.push(`/evidencia/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.evidencias.nueva : t.evidencias.editar}</legend>
        <SelectField
          id={id('manualId')}
          label={t.evidencias.campos.manualId}
          required
          value={values.manualId}
          options={props.manuales}
          onChange={(e) => set('manualId', e.target.value)}
          errors={errs('manualId')}
          disabled={!alta}
        />
        <SelectField
          id={id('estandarId')}
          label={props.labels.estandar}
          required
          value={values.estandarId}
          options={estandares.map(({ value, label }) => ({ value, label }))}
          placeholder={values.manualId ? undefined : t.estandares.eligeManual}
          onChange={(e) => set('estandarId', e.target.value)}
          errors={errs('estandarId')}
        />
        <TextField
          id={id('codigo')}
          label={t.evidencias.campos.codigo}
          required
          maxLength={50}
          value={values.codigo}
          onChange={(e) => set('codigo', e.target.value)}
          errors={errs('codigo')}
        />
        <TextField
          id={id('minimo')}
          label={t.evidencias.campos.minimo}
          hint={t.evidencias.ayudaMinimo}
          inputMode="numeric"
          value={values.minimo}
          onChange={(e) => set('minimo', e.target.value)}
          errors={errs('minimo')}
        />
        <TextAreaField
          id={id('descripcion')}
          label={t.evidencias.campos.descripcion}
          required
          className="sm:col-span-2"
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.target.value)}
          errors={errs('descripcion')}
        />
        <TextAreaField
          id={id('observaciones')}
          label={t.evidencias.campos.observaciones}
          optional
          className="sm:col-span-2"
          value={values.observaciones}
          onChange={(e) => set('observaciones', e.target.value)}
          errors={errs('observaciones')}
        />
        <TextField
          id={id('orden')}
          label={t.evidencias.campos.orden}
          optional
          inputMode="numeric"
          value={values.orden}
          onChange={(e) => set('orden', e.target.value)}
          errors={errs('orden')}
        />
        <CheckboxField
          id={id('esencial')}
          label={t.evidencias.campos.esencial}
          checked={values.esencial}
          onChange={(v) => set('esencial', v)}
          errors={errs('esencial')}
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
