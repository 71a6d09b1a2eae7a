'use client';

import { isPositiveInteger } from '../../../domain/validation/rules.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import { RecordForm, useRecordForm } from '../comun/record-form.tsx';
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
  /** The instance's words: the block and package labels and the form's legend ("Nuevo criterio de evaluación"). */
  labels: { bloque: string; paquete: string; legend: string };
  readOnly?: boolean;
}) {
  const f = useRecordForm({
    recordId: props.estandarId,
    api: '/estandares',
    page: '/estandar',
    success: t.guardado,
    initial: props.initial,
    validate: validateEstandar,
    alsoSet: (key) => (key === 'manualId' ? { bloqueId: '' } : {}),
    payload: (values, alta) => ({
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
    }),
  });
  const { alta } = f;
  const bloques = props.bloques.filter((b) => String(b.manualId) === f.values.manualId);

  return (
    <RecordForm form={f} legend={props.labels.legend} readOnly={props.readOnly} texts={t}>
      <SelectField
        {...f.text('manualId')}
        label={t.estandares.campos.manualId}
        required
        options={props.manuales}
        disabled={!alta}
      />
      <SelectField
        {...f.text('bloqueId')}
        label={props.labels.bloque}
        required
        options={bloques.map(({ value, label }) => ({ value, label }))}
        placeholder={f.values.manualId ? undefined : t.estandares.eligeManual}
      />
      <TextField {...f.text('codigo')} label={t.estandares.campos.codigo} required maxLength={50} />
      <SelectField
        {...f.text('paqueteId')}
        label={props.labels.paquete}
        optional
        options={props.paquetes}
        placeholder={t.ninguno}
      />
      <TextAreaField {...f.text('descripcion')} label={t.estandares.campos.descripcion} required className="sm:col-span-2" />
      <TextAreaField {...f.text('proposito')} label={t.estandares.campos.proposito} optional />
      <TextAreaField {...f.text('observaciones')} label={t.estandares.campos.observaciones} optional />
      <TextField {...f.text('minimo')} label={t.estandares.campos.minimo} hint={t.estandares.ayudaMinimo} inputMode="numeric" />
      <TextField {...f.text('orden')} label={t.estandares.campos.orden} optional inputMode="numeric" />
      <CheckboxField {...f.check('esencial')} label={t.estandares.campos.esencial} />
    </RecordForm>
  );
}
