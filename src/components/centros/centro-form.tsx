'use client';

import * as v from 'valibot';
import * as val from '../../domain/validation/valibot.ts';
import { centrosUi as t } from '../../i18n/centros.ts';
import { validacion } from '../../i18n/validacion.ts';
import { RecordForm, useRecordForm } from '../catalogo/comun/record-form.tsx';
import type { UbicacionValue } from '../ubicacion/index.ts';
import { TextField } from '../ui/form-controls.tsx';
import { maskedField, UbicacionCentro } from './campos-centro.tsx';

interface CentroValues {
  nombre: string;
  cif: string;
  direccion: string;
  codigoPostal: string;
  ubicacion: UbicacionValue;
}

type Errors = Partial<Record<keyof CentroValues | 'provinciaId' | 'municipioId' | 'localidadId', string[]>>;

// The browser's first check, with the server's rules and messages (src/domain/validation).
const campos = v.object({
  nombre: val.requiredText(255),
  cif: val.cif({ required: false }),
  direccion: val.optionalText(255),
  codigoPostal: val.postalCode(),
});

function validateCentro(values: CentroValues): Errors {
  const e: Errors = {};
  const result = v.safeParse(campos, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof Errors | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  }
  if (!values.ubicacion.provinciaId) e.provinciaId = [validacion.required];
  if (!values.ubicacion.municipioId) e.municipioId = [validacion.required];
  return e;
}

/** Create (POST /centros) or edit (PUT /centros/{id}) an applicant centre. */
export function CentroForm(props: { centroId?: number; initial: CentroValues; instancia?: string; readOnly?: boolean }) {
  const f = useRecordForm<CentroValues>({
    recordId: props.centroId,
    api: '/centros',
    page: '/solicitante',
    success: t.guardado,
    initial: props.initial,
    validate: validateCentro as (values: CentroValues) => Partial<Record<keyof CentroValues, string[]>>,
    payload: (values) => ({
      nombre: values.nombre.trim(),
      cif: values.cif.trim() || null,
      direccion: values.direccion.trim() || null,
      codigoPostal: values.codigoPostal.trim(),
      provinciaId: values.ubicacion.provinciaId ?? null,
      municipioId: values.ubicacion.municipioId ?? null,
      localidadId: values.ubicacion.localidadId ?? null,
    }),
  });
  return (
    <RecordForm form={f} legend={t.solicitante} readOnly={props.readOnly} texts={t}>
      <TextField {...f.text('nombre')} label={t.campos.nombre} required maxLength={255} className="sm:col-span-2" />
      <TextField {...maskedField(f, 'cif')} label={t.campos.cif} optional hint={t.ayudaCif} autoComplete="off" />
      <TextField
        {...maskedField(f, 'codigoPostal')}
        label={t.campos.codigoPostal}
        required
        hint={t.ayudaCodigoPostal}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField {...f.text('direccion')} label={t.campos.direccion} optional maxLength={255} className="sm:col-span-2" />
      <UbicacionCentro f={f} legend={t.campos.ubicacion} instancia={props.instancia} disabled={props.readOnly} />
    </RecordForm>
  );
}
