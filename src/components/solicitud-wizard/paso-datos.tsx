'use client';

import { solicitudWizardPasos as tp } from '../../i18n/solicitud-wizard-pasos.ts';
import { maskCif, maskCodigoPostal } from '../centros/campos-centro.tsx';
import { UbicacionFields } from '../ubicacion/index.ts';
import { CheckboxField, SelectField, TextAreaField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import {
  campoId,
  completarFecha,
  type Draft,
  type Errores,
  type Listas,
  type PersonaDraft,
  type ProcesoWizard,
  persona,
} from './modelo.ts';

const maskTelefono = (s: string) => s.replace(/\D/g, '').slice(0, 9);
const maskDocumento = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
const maskFecha = (s: string) => s.replace(/[^\d/-]/g, '').slice(0, 10);

interface Props {
  proceso: ProcesoWizard;
  draft: Draft;
  listas: Listas;
  errors: Errores;
  staff: boolean;
  onChange: (patch: Partial<Draft>) => void;
  onPersona: (perfilId: number, patch: Partial<PersonaDraft>) => void;
  onClearErrors: (...paths: string[]) => void;
}

export function PasoDatos({ proceso, draft, listas, errors, staff, onChange, onPersona, onClearErrors }: Props) {
  const text = (
    key: 'nombre' | 'cif' | 'direccion' | 'codigoPostal' | 'fechaInicio' | 'matricula',
    mask?: (s: string) => string,
  ) => ({
    id: campoId(key),
    value: draft[key],
    errors: errors[key],
    onChange: (e: { target: { value: string } }) => {
      onChange({ [key]: mask ? mask(e.target.value) : e.target.value });
      onClearErrors(key);
    },
  });
  return (
    <div className="grid gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-semibold text-slate-900">{tp.centro}</legend>
        <TextField {...text('nombre')} label={tp.campos.nombre} required maxLength={255} className="sm:col-span-2" />
        <TextField {...text('cif', maskCif)} label={tp.campos.cif} required hint={tp.ayudaCif} autoComplete="off" />
        <TextField
          {...text('codigoPostal', maskCodigoPostal)}
          label={tp.campos.codigoPostal}
          required
          hint={tp.ayudaCodigoPostal}
          inputMode="numeric"
          autoComplete="postal-code"
        />
        <TextField {...text('direccion')} label={tp.campos.direccion} required maxLength={255} className="sm:col-span-2" />
        <UbicacionFields
          className="sm:col-span-2"
          legend={tp.campos.ubicacion}
          value={draft.ubicacion}
          onChange={(ubicacion) => {
            onChange({ ubicacion });
            onClearErrors('provinciaId', 'municipioId', 'localidadId');
          }}
          errors={{
            provinciaId: errors.provinciaId?.[0],
            municipioId: errors.municipioId?.[0],
            localidadId: errors.localidadId?.[0],
          }}
        />
        <SelectField
          id={campoId('ambitoId')}
          label={tp.campos.ambitoId}
          required
          value={draft.ambitoId}
          errors={errors.ambitoId}
          options={proceso.Ambitos.map((a) => ({ value: String(a.Id), label: a.Nombre }))}
          onChange={(e) => {
            onChange({ ambitoId: e.target.value });
            onClearErrors('ambitoId');
          }}
        />
        <TextField
          {...text('fechaInicio', maskFecha)}
          onBlur={(e) => {
            const completa = completarFecha(e.target.value);
            if (completa !== e.target.value) onChange({ fechaInicio: completa });
          }}
          label={tp.campos.fechaInicio}
          required
          hint={tp.ayudaFecha}
          placeholder="dd/mm/aaaa"
          inputMode="numeric"
        />
        <TextField {...text('matricula')} label={tp.campos.matricula} required maxLength={255} />
        <TextAreaField
          id={campoId('observaciones')}
          label={tp.campos.observaciones}
          optional
          className="sm:col-span-2"
          value={draft.observaciones}
          errors={errors.observaciones}
          onChange={(e) => onChange({ observaciones: e.target.value })}
        />
      </fieldset>

      {proceso.Perfiles.map((perfil, i) => (
        <BloquePersona
          key={perfil.Id}
          titulo={tp.persona(perfil.NombrePublico)}
          prefix={`perfiles.${i}.`}
          value={persona(draft, perfil.Id)}
          requiereDatos={perfil.RequiereDatos}
          listas={listas}
          errors={errors}
          onChange={(patch) => onPersona(perfil.Id, patch)}
          onClearErrors={onClearErrors}
        />
      ))}

      {staff ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold text-slate-900">{tp.gestion}</legend>
          <SelectField
            id={campoId('usuarioTutorId')}
            label={tp.campos.usuarioTutorId}
            required
            value={draft.usuarioTutorId}
            errors={errors.usuarioTutorId}
            options={listas.tutores ?? []}
            onChange={(e) => {
              onChange({ usuarioTutorId: e.target.value });
              onClearErrors('usuarioTutorId');
            }}
          />
          <SelectField
            id={campoId('usuarioAdministrativoId')}
            label={tp.campos.usuarioAdministrativoId}
            required
            value={draft.usuarioAdministrativoId}
            errors={errors.usuarioAdministrativoId}
            options={listas.administrativos ?? []}
            onChange={(e) => {
              onChange({ usuarioAdministrativoId: e.target.value });
              onClearErrors('usuarioAdministrativoId');
            }}
          />
          <CheckboxField
            id={campoId('demo')}
            label={tp.campos.demo}
            checked={draft.demo}
            onChange={(demo) => onChange({ demo })}
          />
          <CheckboxField
            id={campoId('notificar')}
            label={tp.campos.notificar}
            hint={tp.notificarAyuda}
            checked={draft.notificar === true}
            onChange={(notificar) => onChange({ notificar })}
          />
        </fieldset>
      ) : null}
    </div>
  );
}

function BloquePersona(props: {
  titulo: string;
  prefix: string;
  value: PersonaDraft;
  requiereDatos: boolean;
  listas: Listas;
  errors: Errores;
  onChange: (patch: Partial<PersonaDraft>) => void;
  onClearErrors: (...paths: string[]) => void;
}) {
  const { prefix, value, errors } = props;
  const c = tp.personaCampos;
  const field = (key: keyof PersonaDraft, mask?: (s: string) => string) => ({
    id: campoId(prefix + key),
    value: value[key],
    errors: errors[prefix + key],
    onChange: (e: { target: { value: string } }) => {
      props.onChange({ [key]: mask ? mask(e.target.value) : e.target.value });
      props.onClearErrors(prefix + key);
    },
  });
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-xl font-semibold text-slate-900">{props.titulo}</legend>
      <TextField {...field('nombre')} label={c.nombre} required maxLength={100} autoComplete="off" />
      <TextField {...field('apellido1')} label={c.apellido1} required maxLength={100} autoComplete="off" />
      <TextField {...field('apellido2')} label={c.apellido2} optional maxLength={100} autoComplete="off" />
      <SelectField {...field('sexoId')} label={c.sexoId} required options={props.listas.sexos} />
      <TextField {...field('cargo')} label={c.cargo} required maxLength={255} className="sm:col-span-2" />
      {props.requiereDatos ? (
        <>
          <SelectField
            {...field('tipoDocumentoIdentidadClave')}
            label={c.tipoDocumentoIdentidadClave}
            required
            options={props.listas.tiposDocumento}
          />
          <TextField {...field('documentoIdentidad', maskDocumento)} label={c.documentoIdentidad} required autoComplete="off" />
          <TextField {...field('direccionEmail')} label={c.direccionEmail} required type="email" autoComplete="off" />
          <TextField
            {...field('telefono', maskTelefono)}
            label={c.telefono}
            optional
            hint={tp.ayudaTelefono}
            inputMode="numeric"
            autoComplete="off"
          />
        </>
      ) : null}
    </fieldset>
  );
}
