'use client';

import { isColour, isPositiveInteger } from '../../../domain/validation/rules.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { RecordForm, useRecordForm } from '../comun/record-form.tsx';
import type { BloqueValues } from './valores.ts';

type Errors = Partial<Record<keyof BloqueValues, string[]>>;

function validateBloque(v: BloqueValues): Errors {
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
  const f = useRecordForm({
    recordId: props.bloqueId,
    api: '/bloques',
    page: '/bloque',
    success: t.guardado,
    initial: props.initial,
    validate: validateBloque,
    payload: (values) => ({
      codigo: values.codigo.trim(),
      nombre: values.nombre.trim(),
      manualId: Number(values.manualId),
      descripcion: values.descripcion || null,
      claseCSS: values.claseCSS.trim() || null,
      color: values.color.trim() || null,
      ...(values.orden.trim() ? { orden: Number(values.orden) } : {}),
    }),
  });
  const { alta } = f;

  return (
    <RecordForm form={f} legend={props.bloque} readOnly={props.readOnly} texts={t}>
      <SelectField {...f.text('manualId')} label={t.bloqueCampos.manualId} required disabled={!alta} options={props.manuales} />
      <TextField {...f.text('codigo')} label={t.bloqueCampos.codigo} required maxLength={50} />
      <TextField {...f.text('nombre')} label={t.bloqueCampos.nombre} required maxLength={300} className="sm:col-span-2" />
      <TextAreaField {...f.text('descripcion')} label={t.bloqueCampos.descripcion} optional className="sm:col-span-2" />
      <TextField {...f.text('color')} label={t.bloqueCampos.color} optional placeholder="#rrggbb" maxLength={7} />
      <TextField {...f.text('claseCSS')} label={t.bloqueCampos.claseCSS} optional maxLength={100} />
      <TextField {...f.text('orden')} label={t.bloqueCampos.orden} optional hint={t.ayudaOrden} inputMode="numeric" />
    </RecordForm>
  );
}
