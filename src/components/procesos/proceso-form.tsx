'use client';

import { procesosUi as t } from '../../i18n/procesos.ts';
import { RecordForm, useRecordForm } from '../catalogo/comun/record-form.tsx';
import { type Option, SelectField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { type ProcesoValues, procesoPayload, validarProceso } from './valores.ts';

/** Create (POST /procesos, then its page opens) or edit (PUT /procesos/{id}) a process's own data. */
export function ProcesoForm(props: { procesoId?: number; initial: ProcesoValues; manuales: Option[]; readOnly?: boolean }) {
  const f = useRecordForm({
    recordId: props.procesoId,
    api: '/procesos',
    page: '/proceso',
    success: props.procesoId === undefined ? t.creado : t.guardado,
    initial: props.initial,
    validate: validarProceso,
    payload: procesoPayload,
  });
  return (
    <RecordForm form={f} legend={f.alta ? t.altaProceso : t.proceso} readOnly={props.readOnly} texts={t}>
      <TextField {...f.text('codigo')} label={t.campos.codigo} required maxLength={50} />
      <SelectField {...f.text('manualId')} label={t.campos.manualId} required options={props.manuales} />
      <TextField {...f.text('nombre')} label={t.campos.nombre} required maxLength={300} className="sm:col-span-2" />
      <TextField {...f.text('minimo')} label={t.campos.minimo} optional inputMode="numeric" />
      <TextField
        {...f.text('plazoVigenciaAcreditacion')}
        label={t.campos.plazoVigenciaAcreditacion}
        optional
        inputMode="numeric"
      />
      <TextField {...f.text('fechaApertura')} label={t.campos.fechaApertura} optional type="date" hint={t.ayudaFechas} />
      <TextField {...f.text('fechaCierre')} label={t.campos.fechaCierre} optional type="date" />
    </RecordForm>
  );
}
