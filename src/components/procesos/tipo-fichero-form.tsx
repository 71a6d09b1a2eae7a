'use client';

import { type FormEvent, useId } from 'react';
import type { TipoFicheroRecord } from '../../domain/procesos/lectura.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { useApiAction } from '../ui/api-action.tsx';
import { CheckboxField, FieldErrors, type Option, TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { PieSubformulario } from './pie-subformulario.tsx';
import { tipoFicheroPayload, tipoFicheroValues, validarTipoFichero } from './valores.ts';

/** Checkboxes of a list field (extensions, scopes) in one labelled group. */
function Casillas(props: {
  id: string;
  legend: string;
  options: Option[];
  value: string[];
  onChange: (v: string[]) => void;
  errors?: string[];
}) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={props.errors?.length ? `${props.id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {props.options.map((o) => (
          <CheckboxField
            key={o.value}
            id={`${props.id}-${o.value}`}
            label={o.label}
            checked={props.value.includes(String(o.value))}
            onChange={(on) =>
              props.onChange(on ? [...props.value, String(o.value)] : props.value.filter((x) => x !== String(o.value)))
            }
          />
        ))}
      </div>
      <FieldErrors id={props.id} errors={props.errors} />
    </fieldset>
  );
}

/**
 * Create (POST /procesos/{id}/tiposFichero) or edit (PUT /tiposFichero/{clave}?procesoId=) a file
 * type, then set its scopes (POST …/ambitos/reasignar) when they changed. The size is typed in KB.
 */
export function TipoFicheroForm(props: {
  procesoId: number;
  tipo?: TipoFicheroRecord;
  ambitos: Option[];
  extensiones: readonly string[];
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const action = useApiAction();
  const base = useId();
  const f = useFormFields({ initial: tipoFicheroValues(props.tipo), action, idOf: (k) => `${base}-tf-${k}` });
  const alta = props.tipo === undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validarTipoFichero(f.values);
    f.setErrors(found);
    if (Object.keys(found).length) return document.getElementById(f.id(Object.keys(found)[0] as string))?.focus();
    const body = tipoFicheroPayload(f.values, props.tipo);
    const res = alta
      ? await action.run('POST', `/procesos/${props.procesoId}/tiposFichero`, body, { success: null })
      : await action.run(
          'PUT',
          `/tiposFichero/${encodeURIComponent(props.tipo?.Clave ?? '')}?procesoId=${props.procesoId}`,
          body,
          {
            success: null,
          },
        );
    if (!res.ok) return;
    const antes = (props.tipo?.Ambitos ?? []).map((a) => String(a.Id)).sort();
    if ([...f.values.ambitos].sort().join() !== antes.join()) {
      const path = `/procesos/${props.procesoId}/tiposFichero/${encodeURIComponent(body.clave)}/ambitos/reasignar`;
      const r = await action.run('POST', path, { ambitos: f.values.ambitos.map(Number) }, { success: null });
      if (!r.ok) return;
    }
    props.onSaved(alta ? t.tipos.creado : t.guardado);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-5 sm:grid-cols-2"
      aria-label={alta ? t.tipos.nuevo : t.tipos.editar(props.tipo?.Clave ?? '')}
      aria-busy={action.busy || undefined}
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {alta ? t.tipos.nuevo : t.tipos.editar(props.tipo?.Clave ?? '')}
      </h3>
      <TextField {...f.text('clave')} label={t.tipos.clave} required maxLength={20} />
      <TextField {...f.text('nombre')} label={t.tipos.nombre} required maxLength={200} />
      <TextAreaField {...f.text('descripcion')} label={t.tipos.descripcion} optional rows={2} className="sm:col-span-2" />
      <TextField {...f.text('limiteTamano')} label={t.tipos.limiteTamano} optional inputMode="numeric" />
      <TextField {...f.text('limiteFicheros')} label={t.tipos.limiteFicheros} optional inputMode="numeric" />
      <TextField {...f.text('orden')} label={t.tipos.orden} optional inputMode="numeric" />
      <div className="self-end pb-2">
        <CheckboxField {...f.check('interno')} label={t.tipos.interno} />
      </div>
      <Casillas
        id={f.id('extensiones')}
        legend={t.tipos.extensiones}
        options={props.extensiones.map((e) => ({ value: e, label: e }))}
        value={f.values.extensiones}
        onChange={(v) => f.set('extensiones', v)}
        errors={f.errs('extensiones')}
      />
      {props.ambitos.length ? (
        <Casillas
          id={f.id('ambitos')}
          legend={t.tipos.ambitos}
          options={props.ambitos}
          value={f.values.ambitos}
          onChange={(v) => f.set('ambitos', v)}
          errors={f.errs('ambitos')}
        />
      ) : null}
      <PieSubformulario action={action} onCancel={props.onCancel} />
    </form>
  );
}
