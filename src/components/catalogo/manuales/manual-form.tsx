'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import type { ManualValues } from './valores.ts';

type Errors = Partial<Record<keyof ManualValues, string[]>>;

/** The browser's first pass with the spec's messages; the server checks everything again. */
export function validateManual(v: ManualValues): Errors {
  const e: Errors = {};
  for (const k of ['codigo', 'nombre', 'version', 'mapaId'] as const) if (!v[k].trim()) e[k] = [validacion.required];
  return e;
}

/** States a manual may be put in from this form: its own, and obsoleto once vigente. */
const estadosPosibles = (actual: string) => (actual === 'vigente' ? ['vigente', 'obsoleto'] : [actual]);

/**
 * Create (POST /manuales) or edit (PUT /manuales/{id}) a manual. On a published manual the
 * identity fields are read-only (the server refuses them anyway, ADR 0010).
 */
export function ManualForm(props: {
  manualId?: number;
  initial: ManualValues;
  mapas: Option[];
  /** The stored state (edit only); drives what is frozen. */
  estadoActual?: string;
  fechaPublicacion?: string | null;
  readOnly?: boolean;
}) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const action = useApiAction();
  const [values, setValues] = useState<ManualValues>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const alta = props.manualId === undefined;
  const publicado = !alta && props.estadoActual !== 'edicion';

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = <K extends keyof ManualValues>(key: K, value: ManualValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const id = (k: string) => `${base}-${k}`;
  const errs = (k: keyof ManualValues) => errors[k] ?? action.fieldErrors[k];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateManual(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const payload = {
      codigo: values.codigo.trim(),
      nombre: values.nombre.trim(),
      version: values.version.trim(),
      mapaId: Number(values.mapaId),
      ...(alta ? {} : { estadoClave: values.estadoClave }),
      descripcion: values.descripcion || null,
      enlace: values.enlace.trim() || null,
      fechaCierre: values.fechaCierre || null,
      publico: values.publico,
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/manuales' : `/manuales/${props.manualId}`,
      payload,
      {
        success: t.guardado,
      },
    );
    if (!res.ok) return setAttempt((n) => n + 1);
    if (alta && res.data?.Id) await router.push(`/manual/gestion/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.altaManual : t.manual}</legend>
        <TextField
          id={id('codigo')}
          label={t.campos.codigo}
          required
          maxLength={50}
          readOnly={publicado}
          value={values.codigo}
          onChange={(e) => set('codigo', e.target.value)}
          errors={errs('codigo')}
        />
        <TextField
          id={id('version')}
          label={t.campos.version}
          required
          maxLength={20}
          readOnly={publicado}
          value={values.version}
          onChange={(e) => set('version', e.target.value)}
          errors={errs('version')}
        />
        <TextField
          id={id('nombre')}
          label={t.campos.nombre}
          required
          maxLength={200}
          className="sm:col-span-2"
          readOnly={publicado}
          value={values.nombre}
          onChange={(e) => set('nombre', e.target.value)}
          errors={errs('nombre')}
        />
        <SelectField
          id={id('mapaId')}
          label={t.campos.mapaId}
          required
          disabled={publicado}
          value={values.mapaId}
          options={props.mapas}
          onChange={(e) => set('mapaId', e.target.value)}
          errors={errs('mapaId')}
        />
        {alta ? null : (
          <SelectField
            id={id('estadoClave')}
            label={t.campos.estadoClave}
            placeholder={false}
            value={values.estadoClave}
            options={estadosPosibles(props.estadoActual ?? 'edicion').map((e) => ({ value: e, label: t.estados[e] ?? e }))}
            onChange={(e) => set('estadoClave', e.target.value)}
            errors={errs('estadoClave')}
          />
        )}
        <TextAreaField
          id={id('descripcion')}
          label={t.campos.descripcion}
          optional
          className="sm:col-span-2"
          value={values.descripcion}
          onChange={(e) => set('descripcion', e.target.value)}
          errors={errs('descripcion')}
        />
        <TextField
          id={id('enlace')}
          label={t.campos.enlace}
          optional
          type="url"
          maxLength={500}
          value={values.enlace}
          onChange={(e) => set('enlace', e.target.value)}
          errors={errs('enlace')}
        />
        <TextField
          id={id('fechaCierre')}
          label={t.campos.fechaCierre}
          optional
          type="date"
          value={values.fechaCierre}
          onChange={(e) => set('fechaCierre', e.target.value)}
          errors={errs('fechaCierre')}
        />
        {alta ? null : (
          <TextField
            id={id('fechaPublicacion')}
            label={t.campos.fechaPublicacion}
            hint={t.ayudaFechaPublicacion}
            readOnly
            value={props.fechaPublicacion ? props.fechaPublicacion.split('-').reverse().join('/') : '—'}
          />
        )}
        <CheckboxField
          id={id('publico')}
          label={t.campos.publico}
          checked={values.publico}
          onChange={(v) => set('publico', v)}
          errors={errs('publico')}
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
