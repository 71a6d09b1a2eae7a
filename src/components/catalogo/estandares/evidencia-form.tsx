'use client';

import { isPositiveInteger } from '../../../domain/validation/rules.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { RecordForm, useRecordForm } from '../comun/record-form.tsx';
import type { EvidenciaValues } from './form-values.ts';

type Errors = Partial<Record<keyof EvidenciaValues, string[]>>;

function validateEvidencia(v: EvidenciaValues): Errors {
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
  /** The instance's words: the standard label and the form's legend ("Nueva evidencia"). */
  labels: { estandar: string; legend: string };
  readOnly?: boolean;
}) {
  const f = useRecordForm({
    recordId: props.evidenciaId,
    api: '/evidencias',
    page: '/evidencia',
    success: t.guardado,
    initial: props.initial,
    validate: validateEvidencia,
    alsoSet: (key) => (key === 'manualId' ? { estandarId: '' } : {}),
    payload: (values) => ({
      manualId: Number(values.manualId),
      estandarId: Number(values.estandarId),
      codigo: values.codigo,
      descripcion: values.descripcion,
      observaciones: values.observaciones || null,
      esencial: values.esencial,
      minimo: values.minimo.trim() === '' ? null : Number(values.minimo),
      ...(values.orden.trim() ? { orden: Number(values.orden) } : {}),
    }),
  });
  const { alta } = f;
  const estandares = props.estandares.filter((s) => String(s.manualId) === f.values.manualId);

  return (
    <RecordForm form={f} legend={props.labels.legend} readOnly={props.readOnly} texts={t}>
      <SelectField
        {...f.text('manualId')}
        label={t.evidencias.campos.manualId}
        required
        options={props.manuales}
        disabled={!alta}
      />
      <SelectField
        {...f.text('estandarId')}
        label={props.labels.estandar}
        required
        options={estandares.map(({ value, label }) => ({ value, label }))}
        placeholder={f.values.manualId ? undefined : t.estandares.eligeManual}
      />
      <TextField {...f.text('codigo')} label={t.evidencias.campos.codigo} required maxLength={50} />
      <TextField {...f.text('minimo')} label={t.evidencias.campos.minimo} hint={t.evidencias.ayudaMinimo} inputMode="numeric" />
      <TextAreaField {...f.text('descripcion')} label={t.evidencias.campos.descripcion} required className="sm:col-span-2" />
      <TextAreaField {...f.text('observaciones')} label={t.evidencias.campos.observaciones} optional className="sm:col-span-2" />
      <TextField {...f.text('orden')} label={t.evidencias.campos.orden} optional inputMode="numeric" />
      <CheckboxField {...f.check('esencial')} label={t.evidencias.campos.esencial} />
    </RecordForm>
  );
}
