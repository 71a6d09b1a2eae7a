'use client';

import { type FormEvent, useId, useState } from 'react';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, TextAreaField } from '../../ui/fields.tsx';
import { useRouter } from '../../ui/router.tsx';

interface GuiaItem {
  Id: number;
  Descripcion: string;
  GeneraAreaMejora: boolean;
  GeneraFortaleza: boolean;
  Orden: number;
}

interface Values {
  descripcion: string;
  generaAreaMejora: boolean;
  generaFortaleza: boolean;
}

/** One guide item as a small form: PUT to save it, or POST when it is the "new" row. */
function GuiaForm(props: { estandarId: number; guia?: GuiaItem; disabled?: boolean }) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const initial: Values = {
    descripcion: props.guia?.Descripcion ?? '',
    generaAreaMejora: props.guia?.GeneraAreaMejora ?? false,
    generaFortaleza: props.guia?.GeneraFortaleza ?? false,
  };
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<string[] | undefined>();
  const nueva = !props.guia;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.descripcion.trim()) return setError([validacion.required]);
    const res = nueva
      ? await action.run('POST', '/guiasEvaluacion', { estandarId: props.estandarId, ...values }, { success: t.guardado })
      : await action.run('PUT', `/guiasEvaluacion/${props.guia?.Id}`, values, { success: t.guardado });
    if (!res.ok) return;
    if (nueva) setValues(initial);
    await router.reload();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset disabled={props.disabled || action.busy} className="grid gap-3">
        <legend className="sr-only">{nueva ? t.guias.nueva : `${t.guias.titulo} ${props.guia?.Orden}`}</legend>
        <TextAreaField
          id={`${base}-descripcion`}
          label={nueva ? t.guias.nueva : `${t.guias.descripcion} (${props.guia?.Orden})`}
          rows={2}
          value={values.descripcion}
          onChange={(e) => {
            setValues((v) => ({ ...v, descripcion: e.target.value }));
            setError(undefined);
          }}
          errors={error ?? action.fieldErrors.descripcion}
        />
        <div className="flex flex-wrap gap-6">
          <CheckboxField
            id={`${base}-mejora`}
            label={t.guias.generaAreaMejora}
            checked={values.generaAreaMejora}
            onChange={(c) => setValues((v) => ({ ...v, generaAreaMejora: c }))}
          />
          <CheckboxField
            id={`${base}-fortaleza`}
            label={t.guias.generaFortaleza}
            checked={values.generaFortaleza}
            onChange={(c) => setValues((v) => ({ ...v, generaFortaleza: c }))}
          />
        </div>
        <div className="flex flex-wrap items-start gap-3">
          <Button type="submit" size="sm" variant={nueva ? 'primary' : 'secondary'}>
            {nueva ? t.anadir : t.guardar}
          </Button>
        </div>
      </fieldset>
      {props.guia && !props.disabled ? <DeleteButton path={`/guiasEvaluacion/${props.guia.Id}`} /> : null}
      <ActionFeedback action={action} />
    </form>
  );
}

/** The evaluation guide of a standard, edited in place on the standard's page. */
export function GuiasEditor(props: { estandarId: number; guias: GuiaItem[]; disabled?: boolean }) {
  return (
    <div className="grid gap-3">
      {props.guias.length === 0 ? <p className="text-sm text-slate-700">{t.guias.sinGuias}</p> : null}
      <ol className="grid gap-3">
        {props.guias.map((g) => (
          <li key={`${g.Id}-${g.Descripcion}-${g.GeneraAreaMejora}-${g.GeneraFortaleza}`}>
            <GuiaForm estandarId={props.estandarId} guia={g} disabled={props.disabled} />
          </li>
        ))}
      </ol>
      {props.disabled ? null : <GuiaForm estandarId={props.estandarId} />}
    </div>
  );
}
