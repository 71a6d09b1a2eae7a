'use client';

import type { useRecordForm } from '../catalogo/comun/record-form.tsx';
import { UbicacionFields, type UbicacionValue } from '../ubicacion/index.ts';

// The centre's masked and location fields as the centre form and the request form both wire
// them to a record form (useRecordForm with `cif`, `codigoPostal` and `ubicacion` values).

type ConCentro = { cif: string; codigoPostal: string; ubicacion: UbicacionValue };
type Form<V extends ConCentro> = ReturnType<typeof useRecordForm<V>>;
type CampoUbicacion = 'provinciaId' | 'municipioId' | 'localidadId';

/** Masks of the spec: CIF letter + 7 digits + letter or digit; postal code 5 digits. */
export const maskCif = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 9);
export const maskCodigoPostal = (s: string) => s.replace(/\D/g, '').slice(0, 5);

/** The text props of the CIF or postal code field, typed through its mask. */
export function maskedField<V extends ConCentro>(f: Form<V>, key: 'cif' | 'codigoPostal') {
  const mask = key === 'cif' ? maskCif : maskCodigoPostal;
  const props = f.text(key);
  return {
    ...props,
    onChange: (e: { target: { value: string } }) => props.onChange({ target: { value: mask(e.target.value) } }),
  };
}

/** Province → municipality → locality bound to the form's `ubicacion`, with browser and server errors. */
export function UbicacionCentro<V extends ConCentro>(props: {
  f: Form<V>;
  legend: string;
  instancia?: string;
  disabled?: boolean;
}) {
  const { f } = props;
  // Location errors come from the browser check (keyed by field) or from the server.
  const errs = f.errors as Partial<Record<CampoUbicacion, string[]>>;
  const error = (k: CampoUbicacion) => (errs[k] ?? f.action.fieldErrors[k])?.[0];
  return (
    <UbicacionFields
      className="sm:col-span-2"
      legend={props.legend}
      value={f.values.ubicacion}
      instancia={props.instancia}
      disabled={props.disabled}
      onChange={(ubicacion) => {
        f.setValues((old) => ({ ...old, ubicacion }));
        f.setErrors((old) => ({ ...old, provinciaId: undefined, municipioId: undefined, localidadId: undefined }));
        for (const k of ['provinciaId', 'municipioId', 'localidadId']) f.action.clearField(k);
      }}
      errors={{ provinciaId: error('provinciaId'), municipioId: error('municipioId'), localidadId: error('localidadId') }}
    />
  );
}
