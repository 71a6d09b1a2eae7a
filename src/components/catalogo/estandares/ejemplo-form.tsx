'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import type { EjemploValues } from './form-values.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

type Errors = Partial<Record<keyof EjemploValues, string[]>>;

/** Create (POST /ejemplos) or edit (PUT /ejemplos/{id}) an example; the description is rich text. */
export function EjemploForm(props: { ejemploId?: number; initial: EjemploValues; readOnly?: boolean }) {
  const base = useId();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const action = useApiAction();
  const [values, setValues] = useState<EjemploValues>(props.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const alta = props.ejemploId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = (key: keyof EjemploValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    action.clearField(key);
  };
  const id = (k: string) => `${base}-${k}`;
  const errs = (k: keyof EjemploValues) => errors[k] ?? action.fieldErrors[k];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.titulo.trim()) {
      setErrors({ titulo: [validacion.required] });
      return setAttempt((n) => n + 1);
    }
    const payload = {
      titulo: values.titulo,
      autor: values.autor || null,
      referencia: values.referencia || null,
      descripcion: values.descripcion || null,
      texto: values.texto || null,
    };
    const res = await action.run<{ Id?: number }>(
      alta ? 'POST' : 'PUT',
      alta ? '/ejemplos' : `/ejemplos/${props.ejemploId}`,
      payload,
      {
        success: t.guardado,
      },
    );
    if (!res.ok) return setAttempt((n) => n + 1);
    if (alta && res.data?.Id) await router.push(`/ejemplo/${res.data.Id}?guardado=1`);
    else await router.reload();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-6" aria-busy={action.busy || undefined}>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.ejemplos.nuevo : t.ejemplos.editar}</legend>
        <TextField
          id={id('titulo')}
          label={t.ejemplos.campos.titulo}
          required
          maxLength={300}
          className="sm:col-span-2"
          value={values.titulo}
          onChange={(e) => set('titulo', e.target.value)}
          errors={errs('titulo')}
        />
        <TextField
          id={id('autor')}
          label={t.ejemplos.campos.autor}
          optional
          maxLength={300}
          value={values.autor}
          onChange={(e) => set('autor', e.target.value)}
          errors={errs('autor')}
        />
        <TextField
          id={id('referencia')}
          label={t.ejemplos.campos.referencia}
          optional
          maxLength={1000}
          value={values.referencia}
          onChange={(e) => set('referencia', e.target.value)}
          errors={errs('referencia')}
        />
        <div className="sm:col-span-2">
          <RichTextEditor
            id={id('descripcion')}
            label={t.ejemplos.campos.descripcion}
            optional
            value={values.descripcion}
            onChange={(html) => set('descripcion', html)}
            errors={errs('descripcion')}
            disabled={props.readOnly}
          />
        </div>
        <TextAreaField
          id={id('texto')}
          label={t.ejemplos.campos.texto}
          optional
          className="sm:col-span-2"
          value={values.texto}
          onChange={(e) => set('texto', e.target.value)}
          errors={errs('texto')}
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
