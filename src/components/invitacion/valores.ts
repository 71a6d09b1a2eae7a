/** The invitation form's values and errors: what the form needs to render before its checks arrive. */
export type FieldErrors = Record<string, string[]>;

export interface NuevaCuentaValues {
  nombre: string;
  apellido1: string;
  apellido2: string;
  tipoDocumentoIdentidadClave: string;
  documentoIdentidad: string;
  telefono: string;
  password: string;
  confirmPassword: string;
}

export const emptyNuevaCuenta: NuevaCuentaValues = {
  nombre: '',
  apellido1: '',
  apellido2: '',
  tipoDocumentoIdentidadClave: '',
  documentoIdentidad: '',
  telefono: '',
  password: '',
  confirmPassword: '',
};
