'use client';

import { type FormEvent, useRef } from 'react';
import * as v from 'valibot';
import { LUGARES_ENLACE, type LugarEnlace } from '../../db/schema/enlaces.ts';
import { esUrlWeb } from '../../domain/enlaces/schema.ts';
import * as val from '../../domain/validation/valibot.ts';
import { enlacesApi, LUGARES_ENLACE_NOMBRES, enlacesUi as t } from '../../i18n/enlaces.ts';
import { validacion } from '../../i18n/validacion.ts';
import { type FieldErrors, useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { SelectField, TextAreaField } from '../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../ui/form-controls.tsx';

export interface EnlaceValues {
  titulo: string;
  url: string;
  descripcion: string;
  lugar: LugarEnlace | '';
}

const campos = v.object({ titulo: val.requiredText(200), url: val.requiredText(2000), descripcion: val.optionalText(1000) });

function validateEnlace(x: EnlaceValues): FieldErrors<EnlaceValues> {
  const e: FieldErrors<EnlaceValues> = {};
  const r = v.safeParse(campos, x);
  if (!r.success) {
    for (const issue of r.issues) {
      const key = issue.path?.[0]?.key as keyof EnlaceValues | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  }
  if (!e.url && !esUrlWeb(x.url.trim())) e.url = [enlacesApi.urlNoValida];
  if (!x.lugar) e.lugar = [validacion.required];
  return e;
}

/** A new link (POST enlaces) or an edit of one (PUT enlaces/{id}); `onSaved` gets the message to show. */
export function EnlaceForm(props: {
  enlaceId?: number;
  initial: EnlaceValues;
  idPrefix: string;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const action = useApiAction();
  const f = useFormFields<EnlaceValues>({ initial: props.initial, action, idOf: (k) => `${props.idPrefix}-${k}` });
  const ref = useRef<HTMLFormElement>(null);
  const alta = props.enlaceId === undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateEnlace(f.values);
    f.setErrors(found);
    if (Object.keys(found).length > 0) return requestAnimationFrame(() => focusFirstInvalid(ref.current));
    const body = {
      titulo: f.values.titulo.trim(),
      url: f.values.url.trim(),
      descripcion: f.values.descripcion.trim() || null,
      lugar: f.values.lugar,
    };
    const res = await action.run(alta ? 'POST' : 'PUT', alta ? '/enlaces' : `/enlaces/${props.enlaceId}`, body, {
      success: null,
    });
    if (res.ok) props.onSaved(alta ? enlacesApi.creado : enlacesApi.guardado);
    else requestAnimationFrame(() => focusFirstInvalid(ref.current));
  }

  return (
    <form ref={ref} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-busy={action.busy || undefined}>
      <TextField {...f.text('titulo')} label={t.campos.titulo} required maxLength={200} />
      <TextField {...f.text('url')} label={t.campos.url} required type="url" inputMode="url" hint={t.urlAyuda} />
      <TextAreaField {...f.text('descripcion')} label={t.campos.descripcion} optional rows={2} className="sm:col-span-2" />
      <SelectField
        {...f.text('lugar')}
        label={t.campos.lugar}
        required
        options={LUGARES_ENLACE.map((l) => ({ value: l, label: LUGARES_ENLACE_NOMBRES[l] }))}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t.guardando : t.guardar}
        </Button>
        {props.onCancel ? (
          <Button variant="ghost" onClick={props.onCancel}>
            {t.cancelar}
          </Button>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        <ActionFeedback action={action} />
      </div>
    </form>
  );
}
