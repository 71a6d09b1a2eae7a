'use client';

import * as v from 'valibot';
import { esClaseNiza } from '../../domain/solicitudes/clases-niza.ts';
import * as val from '../../domain/validation/valibot.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { validacion } from '../../i18n/validacion.ts';
import { RecordForm, useRecordForm } from '../catalogo/comun/record-form.tsx';
import { maskedField, UbicacionCentro } from '../centros/campos-centro.tsx';
import type { DatosSolicitud } from '../solicitud-wizard/modelo.ts';
import { CheckboxField, type Option, SelectField, TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';

export interface SolicitudValues extends DatosSolicitud {
  fechaLimite: string;
  fechaVisita: string;
  nica: string;
  /** Mail the request's people that it changed (not a field of the request: unticked on each visit). */
  notificar: boolean;
}

type Campo = keyof SolicitudValues | 'provinciaId' | 'municipioId' | 'localidadId';
type SolicitudErrors = Partial<Record<Campo, string[]>>;

// The browser's first check, with the server's rules and messages (src/domain/validation);
// PUT /solicitudes/{id} checks everything again (also that the users hold their profiles).
const campos = v.object({
  nombre: val.requiredText(255),
  cif: val.cif(),
  direccion: val.requiredText(255),
  codigoPostal: val.postalCode(),
  ambitoId: val.positiveInt(),
  fechaInicio: val.date(),
  fechaLimite: val.date({ required: false }),
  fechaVisita: val.date({ required: false }),
  matricula: val.requiredText(255),
  // The server's rule: Annex I classes separated by commas, as the request shows them.
  nica: val.numberList(esClaseNiza, t.nicaNoValida, { required: false }),
  usuarioTutorId: val.positiveInt(),
  usuarioAdministrativoId: val.positiveInt(),
});

export function validateSolicitud(values: SolicitudValues): SolicitudErrors {
  const e: SolicitudErrors = {};
  const result = v.safeParse(campos, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as Campo | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  }
  if (!values.ubicacion.provinciaId) e.provinciaId = [validacion.required];
  if (!values.ubicacion.municipioId) e.municipioId = [validacion.required];
  return e;
}

/** The PUT body: empty optional fields as null; ids as numbers. */
export function payloadSolicitud(values: SolicitudValues) {
  const opcional = (s: string) => s.trim() || null;
  return {
    nombre: values.nombre.trim(),
    cif: values.cif.trim(),
    direccion: values.direccion.trim(),
    codigoPostal: values.codigoPostal.trim(),
    provinciaId: values.ubicacion.provinciaId ?? null,
    municipioId: values.ubicacion.municipioId ?? null,
    localidadId: values.ubicacion.localidadId ?? null,
    ambitoId: Number(values.ambitoId) || null,
    fechaInicio: values.fechaInicio.trim(),
    fechaLimite: opcional(values.fechaLimite),
    fechaVisita: opcional(values.fechaVisita),
    matricula: values.matricula.trim(),
    observaciones: opcional(values.observaciones),
    nica: opcional(values.nica),
    usuarioTutorId: Number(values.usuarioTutorId) || null,
    usuarioAdministrativoId: Number(values.usuarioAdministrativoId) || null,
    notificar: values.notificar,
  };
}

/** Staff edit a pending request (PUT /solicitudes/{id}), then the page reloads its data. */
export function SolicitudForm(props: {
  solicitudId: number;
  initial: SolicitudValues;
  instancia?: string;
  ambitos: Option[];
  tutores: Option[];
  administrativos: Option[];
}) {
  const f = useRecordForm<SolicitudValues>({
    recordId: props.solicitudId,
    api: '/solicitudes',
    page: '/solicitudes',
    success: t.guardado,
    initial: props.initial,
    validate: validateSolicitud as (values: SolicitudValues) => Partial<Record<keyof SolicitudValues, string[]>>,
    payload: payloadSolicitud,
  });
  const fecha = (key: 'fechaInicio' | 'fechaLimite' | 'fechaVisita', required: boolean) => (
    <TextField
      {...f.text(key)}
      label={t.campos[key]}
      required={required}
      optional={!required}
      hint={t.ayudaFecha}
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <RecordForm form={f} legend={t.secciones.datos} texts={t}>
      <TextField {...f.text('nombre')} label={t.campos.nombre} required maxLength={255} className="sm:col-span-2" />
      <TextField {...maskedField(f, 'cif')} label={t.campos.cif} required autoComplete="off" />
      <TextField
        {...maskedField(f, 'codigoPostal')}
        label={t.campos.codigoPostal}
        required
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextField {...f.text('direccion')} label={t.campos.direccion} required maxLength={255} className="sm:col-span-2" />
      <UbicacionCentro f={f} legend={t.campos.ubicacion} instancia={props.instancia} />
      <SelectField {...f.text('ambitoId')} label={t.campos.ambito} required options={props.ambitos} />
      <TextField {...f.text('matricula')} label={t.campos.matricula} required maxLength={255} />
      {fecha('fechaInicio', true)}
      {fecha('fechaLimite', false)}
      {fecha('fechaVisita', false)}
      <TextField {...f.text('nica')} label={t.campos.nica} optional hint={t.ayudaNica} maxLength={255} />
      <SelectField {...f.text('usuarioTutorId')} label={t.campos.tutor} required options={props.tutores} />
      <SelectField
        {...f.text('usuarioAdministrativoId')}
        label={t.campos.administrativo}
        required
        options={props.administrativos}
      />
      <TextAreaField {...f.text('observaciones')} label={t.campos.observaciones} optional className="sm:col-span-2" />
      <CheckboxField {...f.check('notificar')} label={t.notificarCambio} hint={t.notificarCambioAyuda} />
    </RecordForm>
  );
}
