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
import type { EstandarValues } from './form-values.ts';

type Errors = Partial<Record<keyof EstandarValues, string[]>>;

/** The browser's first pass with the spec's messages; the server checks everything again. */
export function validateEstandar(v: EstandarValues): Errors {
  const e: Errors = {};
  for (const k of ['manualId', 'bloqueId', 'codigo', 'descripcion'] as const) if (!v[k].trim()) e[k] = [validacion.required];
  for (const k of ['minimo', 'orden'] as const)
    if (v[k].trim() && !isPositiveInteger(v[k].trim())) e[k] = [validacion.positiveInteger];
  return e;
}

const num = (s: string) => (s.trim() === '' ? null : Number(s));

/**
 * Create (POST /estandares) or edit (PUT /estandares/{id}) a standard. On a new standard
 * from an example's page, `ejemploId` links it in the same call; the page moves on only
 * when the server confirms.
 */
export function EstandarForm(props: {
  estandarId?: number;
  ejemploId?: number;
  initial: EstandarValues;
  manuales: Option[];
  bloques: Array<Option & { manualId: number }>;
  paquetes: Option[];
  labels: { bloque: string; paquete: string };
  readOnly?: boolean;
}) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const action = useApiAction();
  const [values, setValues] = useState<EstandarValues>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const alta = props.estandarId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = <K extends keyof EstandarValues>(key: K, value: EstandarValues[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'manualId' ? { bloqueId: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const id = (k: string) => `${base}-${k}`;
  const errs = (k: keyof EstandarValues) => errors[k] ?? action.fieldErrors[k];
  const bloques = props.bloques.filter((b) => String(b.manualId) === values.manualId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateEstandar(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const payload = {
      manualId: Number(values.manualId),
      bloqueId: Number(values.bloqueId),
      codigo: values.codigo,
      descripcion: values.descripcion,
      proposito: values.proposito || null,
      observaciones: values.observaciones || null,
      esencial: values.esencial,
      paqueteId: num(values.paqueteId),
      minimo: num(values.minimo),
      ...(values.orden.trim() ? { orden: Number(values.orden) } : {}),
      ...(alta && props.ejemploId ? { ejemploId: props.ejemploId } : {}),
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/estandares' : `/estandares/${props.estandarId}`,
      payload,
      { success: t.guardado },
    );
    if (!res.ok) return setAttempt((n) => n + 1);
    if (alta && res.data?.Id) await router.push(`/estandar/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.estandares.nuevo : t.estandares.editar}</legend>
        <SelectField
          id={id('manualId')}
          label={t.estandares.campos.manualId}
          required
          value={values.manualId}
          options={props.manuales}
          onChange={(e) => set('manualId', e.target.value)}
          errors={errs('manualId')}
          disabled={!alta}
        />
        <SelectField
          id={id('bloqueId')}
          label={props.labels.bloque}
          required
          value={values.bloqueId}
          options={bloques.map(({ value, label }) => ({ value, label }))}
          placeholder={values.manualId ? undefined : t.estandares.eligeManual}
          onChange={(e) => set('bloqueId', e.target.value)}
          errors={errs('bloqueId')}
        />
        <TextField
          id={id('codigo')}
          label={t.estandares.campos.codigo}
          required
          maxLength={50}
          value={values.codigo}
          onChange={(e) => set('codigo', e.target.value)}
          errors={errs('codigo')}
        />
        <SelectField
          id={id('paqueteId')}
          label={props.labels.paquete}
          optional
          value={values.paqueteId}
          options={props.paquetes}
          placeholder={t.ninguno}
          onChange={(e) => set('paqueteId', e.target.value)}
          errors={errs('paqueteId')}
        />
        <TextAreaField
          id={id('descripcion')}
          label={t.estandares.campos.descripcion}
          required
          className="sm:col-span-2"
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.target.value)}
          errors={errs('descripcion')}
        />
        <TextAreaField
          id={id('proposito')}
          label={t.estandares.campos.proposito}
          optional
          value={values.proposito}
          onChange={(e) => set('proposito', e.target.value)}
          errors={errs('proposito')}
        />
        <TextAreaField
          id={id('observaciones')}
          label={t.estandares.campos.observaciones}
          optional
          value={values.observaciones}
          onChange={(e) => set('observaciones', e.target.value)}
          errors={errs('observaciones')}
        />
        <TextField
          id={id('minimo')}
          label={t.estandares.campos.minimo}
          hint={t.estandares.ayudaMinimo}
          inputMode="numeric"
          value={values.minimo}
          onChange={(e) => set('minimo', e.target.value)}
          errors={errs('minimo')}
        />
        <TextField
          id={id('orden')}
          label={t.estandares.campos.orden}
          optional
          inputMode="numeric"
          value={values.orden}
          onChange={(e) => set('orden', e.target.value)}
          errors={errs('orden')}
        />
        <CheckboxField
          id={id('esencial')}
          label={t.estandares.campos.esencial}
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
